import { endpoints, type OrderRequest, type RazorpayOrderRequest } from "@bindery/contract";
import { callApi } from "../../lib/call-api";

/** The calls behind the pricing page, plus the region and price quotes. */

export const fetchRegion = (signal?: AbortSignal) => callApi(endpoints.getRegion, { signal });

export const fetchPrice = (region: string, signal?: AbortSignal) =>
  callApi(endpoints.getPrice, { query: { region }, signal });

export const createOrder = (body: OrderRequest) => callApi(endpoints.createOrder, { body });

export const verifyRazorpayPayment = (body: RazorpayOrderRequest) =>
  callApi(endpoints.verifyRazorpayPayment, { body });

export const capturePaypalOrder = (orderId: string, userId: string) =>
  callApi(endpoints.capturePaypalOrder, { body: { order_id: orderId, user_id: userId } });

/**
 * Test mode only: the local gateway "pays" and answers what Razorpay's checkout would, or
 * declines (402) as a refused card would.
 */
export const payTestOrder = (orderId: string, outcome: "paid" | "declined" = "paid") =>
  callApi(endpoints.payWithTestGateway, { body: { order_id: orderId, outcome } });
