import type {
  OrderRequest,
  OrderResponse,
  PaymentVerified,
  PriceResponse,
  RazorpayOrderRequest,
  RegionResponse,
  TestPayResponse,
} from "@bindery/contract";
import { apiRequest } from "../../lib/api-client";

/** The calls behind the pricing page, plus the region and price quotes. */

export const fetchRegion = (signal?: AbortSignal): Promise<RegionResponse> =>
  apiRequest("/users/region/", { auth: true, signal });

export const fetchPrice = (region: string, signal?: AbortSignal): Promise<PriceResponse> =>
  apiRequest("/users/price/", { query: { region }, signal });

export const createOrder = (body: OrderRequest): Promise<OrderResponse> =>
  apiRequest("/users/order/", { method: "POST", body, auth: true });

export const verifyRazorpayPayment = (body: RazorpayOrderRequest): Promise<PaymentVerified> =>
  apiRequest("/users/razorpay_order/", { method: "POST", body, auth: true });

export const capturePaypalOrder = (orderId: string, userId: string): Promise<PaymentVerified> =>
  apiRequest("/users/paypal_order/", {
    method: "POST",
    body: { order_id: orderId, user_id: userId },
    auth: true,
  });

/**
 * Test mode only: the local gateway "pays" and answers what Razorpay's checkout would, or
 * declines (402) as a refused card would.
 */
export const payTestOrder = (
  orderId: string,
  outcome: "paid" | "declined" = "paid",
): Promise<TestPayResponse> =>
  apiRequest("/payments/test/pay/", {
    method: "POST",
    body: { order_id: orderId, outcome },
    auth: true,
  });
