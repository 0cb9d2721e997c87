import type { ApiEndpoint } from "../route.js";

export const getRegion = {
  method: "GET",
  path: "/users/region/",
  operationId: "getRegion",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const getPrice = {
  method: "GET",
  path: "/users/price/",
  operationId: "getPrice",
  security: "public",
} as const satisfies ApiEndpoint;

export const createOrder = {
  method: "POST",
  path: "/users/order/",
  operationId: "createOrder",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const verifyRazorpayPayment = {
  method: "POST",
  path: "/users/razorpay_order/",
  operationId: "verifyRazorpayPayment",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const capturePaypalOrder = {
  method: "POST",
  path: "/users/paypal_order/",
  operationId: "capturePaypalOrder",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const payWithTestGateway = {
  method: "POST",
  path: "/payments/test/pay/",
  operationId: "payWithTestGateway",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const receiveRazorpayWebhook = {
  method: "POST",
  path: "/payments/razorpay/webhook/",
  operationId: "receiveRazorpayWebhook",
  security: "public",
} as const satisfies ApiEndpoint;

export const receivePaypalWebhook = {
  method: "POST",
  path: "/payments/paypal/webhook/",
  operationId: "receivePaypalWebhook",
  security: "public",
} as const satisfies ApiEndpoint;
