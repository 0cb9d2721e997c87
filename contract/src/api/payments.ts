import { z } from "zod";
import {
  orderRequestSchema,
  orderResponseSchema,
  paymentVerifiedSchema,
  paypalOrderRequestSchema,
  priceQuerySchema,
  priceResponseSchema,
  razorpayOrderRequestSchema,
  regionResponseSchema,
  testPayRequestSchema,
  testPayResponseSchema,
} from "../payments.js";
import type { ApiRoute } from "./route.js";

const tags = ["payments"];

export const getRegion = {
  method: "GET",
  path: "/users/region/",
  operationId: "getRegion",
  summary:
    "The caller's country by geolocation of their address, or null (the page then uses the browser language)",
  tags,
  security: "bearer",
  responses: { 200: regionResponseSchema },
} as const satisfies ApiRoute;

export const getPrice = {
  method: "GET",
  path: "/users/price/",
  operationId: "getPrice",
  summary: "Premium's price for a region (ISO country code), and the gateway that takes it",
  tags,
  security: "public",
  query: priceQuerySchema,
  responses: { 200: priceResponseSchema },
} as const satisfies ApiRoute;

export const createOrder = {
  method: "POST",
  path: "/users/order/",
  operationId: "createOrder",
  summary: "Open a premium order at the gateway; the amount must be the server's price",
  tags,
  security: "bearer",
  refusals: [403, 409, 429, 502, 503],
  body: orderRequestSchema,
  responses: { 201: orderResponseSchema },
} as const satisfies ApiRoute;

export const verifyRazorpayPayment = {
  method: "POST",
  path: "/users/razorpay_order/",
  operationId: "verifyRazorpayPayment",
  summary: "Verify a Razorpay (or test gateway) payment signature and grant premium",
  tags,
  security: "bearer",
  refusals: [404, 409, 503],
  body: razorpayOrderRequestSchema,
  responses: { 200: paymentVerifiedSchema },
} as const satisfies ApiRoute;

export const capturePaypalOrder = {
  method: "POST",
  path: "/users/paypal_order/",
  operationId: "capturePaypalOrder",
  summary: "Capture an approved PayPal order and grant premium",
  tags,
  security: "bearer",
  refusals: [402, 403, 404, 409, 429, 502, 503],
  body: paypalOrderRequestSchema,
  responses: { 200: paymentVerifiedSchema },
} as const satisfies ApiRoute;

export const payWithTestGateway = {
  method: "POST",
  path: "/payments/test/pay/",
  operationId: "payWithTestGateway",
  summary:
    "Test mode only: pay a test order (no money moves), or decline it (402); verify the answer as Razorpay's",
  tags,
  security: "bearer",
  refusals: [402, 404],
  body: testPayRequestSchema,
  responses: { 200: testPayResponseSchema },
} as const satisfies ApiRoute;

/** What a webhook delivery came to; the gateway reads only the status code. */
const webhookOutcomeSchema = z.object({ status: z.string() });

/** Gateways' server-to-server notices: the signature over the raw body is their proof. */
export const receiveRazorpayWebhook = {
  method: "POST",
  path: "/payments/razorpay/webhook/",
  operationId: "receiveRazorpayWebhook",
  summary: "Razorpay webhook (order.paid, payment.captured), signed with X-Razorpay-Signature",
  tags,
  security: "public",
  refusals: [400, 503],
  responses: { 200: webhookOutcomeSchema },
} as const satisfies ApiRoute;

export const receivePaypalWebhook = {
  method: "POST",
  path: "/payments/paypal/webhook/",
  operationId: "receivePaypalWebhook",
  summary: "PayPal webhook (PAYMENT.CAPTURE.COMPLETED), verified with PayPal's API",
  tags,
  security: "public",
  refusals: [400, 503],
  responses: { 200: webhookOutcomeSchema },
} as const satisfies ApiRoute;
