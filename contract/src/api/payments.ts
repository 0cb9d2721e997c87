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
import * as endpoints from "./endpoints/payments.js";
import type { ApiRoute } from "./route.js";

const tags = ["payments"];

export const getRegion = {
  ...endpoints.getRegion,
  summary:
    "The caller's country by geolocation of their address, or null (the page then uses the browser language)",
  tags,
  responses: { 200: regionResponseSchema },
} as const satisfies ApiRoute;

export const getPrice = {
  ...endpoints.getPrice,
  summary: "Premium's price for a region (ISO country code), and the gateway that takes it",
  tags,
  query: priceQuerySchema,
  responses: { 200: priceResponseSchema },
} as const satisfies ApiRoute;

export const createOrder = {
  ...endpoints.createOrder,
  summary: "Open a premium order at the gateway; the amount must be the server's price",
  tags,
  refusals: [403, 409, 429, 502, 503],
  body: orderRequestSchema,
  responses: { 201: orderResponseSchema },
} as const satisfies ApiRoute;

export const verifyRazorpayPayment = {
  ...endpoints.verifyRazorpayPayment,
  summary: "Verify a Razorpay (or test gateway) payment signature and grant premium",
  tags,
  refusals: [404, 409, 503],
  body: razorpayOrderRequestSchema,
  responses: { 200: paymentVerifiedSchema },
} as const satisfies ApiRoute;

export const capturePaypalOrder = {
  ...endpoints.capturePaypalOrder,
  summary: "Capture an approved PayPal order and grant premium",
  tags,
  refusals: [402, 403, 404, 409, 429, 502, 503],
  body: paypalOrderRequestSchema,
  responses: { 200: paymentVerifiedSchema },
} as const satisfies ApiRoute;

export const payWithTestGateway = {
  ...endpoints.payWithTestGateway,
  summary:
    "Test mode only: pay a test order (no money moves), or decline it (402); verify the answer as Razorpay's",
  tags,
  refusals: [402, 404],
  body: testPayRequestSchema,
  responses: { 200: testPayResponseSchema },
} as const satisfies ApiRoute;

/** What a webhook delivery came to; the gateway reads only the status code. */
const webhookOutcomeSchema = z.object({ status: z.string() });

/** Gateways' server-to-server notices: the signature over the raw body is their proof. */
export const receiveRazorpayWebhook = {
  ...endpoints.receiveRazorpayWebhook,
  summary: "Razorpay webhook (order.paid, payment.captured), signed with X-Razorpay-Signature",
  tags,
  refusals: [400, 503],
  responses: { 200: webhookOutcomeSchema },
} as const satisfies ApiRoute;

export const receivePaypalWebhook = {
  ...endpoints.receivePaypalWebhook,
  summary: "PayPal webhook (PAYMENT.CAPTURE.COMPLETED), verified with PayPal's API",
  tags,
  refusals: [400, 503],
  responses: { 200: webhookOutcomeSchema },
} as const satisfies ApiRoute;
