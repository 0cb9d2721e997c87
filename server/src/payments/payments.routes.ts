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
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { capturePaypalService } from "./capture-paypal.js";
import { createGeolocator } from "./geolocation.js";
import { createOrdersService } from "./orders.service.js";
import { createPaymentGateways } from "./payment-gateways.js";
import { createPaymentsThrottle } from "./payments-throttle.js";
import { quotePrice } from "./price-quote.js";
import { createTestPay } from "./test-pay.js";
import { createRazorpayVerification } from "./verify-razorpay.js";
import { registerWebhookRoutes } from "./webhooks.routes.js";

const tags = ["payments"];
const security = [{ bearer: [] }];

/** Price, orders, payment verification, the test gateway and webhooks. */
export async function registerPaymentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { repos, transaction, clock, authenticator } = deps;
  const gateways = createPaymentGateways(deps.config, clock);
  const throttle = createPaymentsThrottle(deps.rateLimiter);
  const orders = createOrdersService({ repos, transaction, gateways, clock });
  const verifyRazorpay = createRazorpayVerification({ repos, transaction, gateways, clock });
  const capturePaypal = capturePaypalService({ repos, transaction, gateways, clock });
  const testPay = createTestPay({ repos, gateways });
  const { GEOLOCATION_URL } = deps.config;
  const geolocator = createGeolocator(GEOLOCATION_URL === "none" ? null : GEOLOCATION_URL, clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/users/region/",
    {
      schema: {
        tags,
        operationId: "getRegion",
        security,
        summary:
          "The caller's country by geolocation of their address, or null (the page then uses the browser language)",
        response: { 200: regionResponseSchema },
      },
    },
    async (request) => {
      await authenticator.requireUser(request);
      return { region: await geolocator.countryOf(request.ip, request.log) };
    },
  );

  api.get(
    "/users/price/",
    {
      schema: {
        tags,
        operationId: "getPrice",
        summary: "Premium's price for a region (ISO country code), and the gateway that takes it",
        querystring: priceQuerySchema,
        response: { 200: priceResponseSchema },
      },
    },
    async (request) => quotePrice(gateways, request.query.region),
  );

  api.post(
    "/users/order/",
    {
      schema: {
        tags,
        operationId: "createOrder",
        refusals: [403, 409, 429, 502, 503],
        security,
        summary: "Open a premium order at the gateway; the amount must be the server's price",
        body: orderRequestSchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await authenticator.requireUser(request);
      await throttle.spendOrder(userId);
      return reply.status(201).send(await orders.createOrder(userId, request.body, request.log));
    },
  );

  api.post(
    "/users/razorpay_order/",
    {
      schema: {
        tags,
        operationId: "verifyRazorpayPayment",
        refusals: [404, 409, 503],
        security,
        summary: "Verify a Razorpay (or test gateway) payment signature and grant premium",
        body: razorpayOrderRequestSchema,
        response: { 200: paymentVerifiedSchema },
      },
    },
    async (request) =>
      verifyRazorpay(await authenticator.requireUser(request), request.body, request.log),
  );

  api.post(
    "/users/paypal_order/",
    {
      schema: {
        tags,
        operationId: "capturePaypalOrder",
        refusals: [402, 403, 404, 409, 429, 502, 503],
        security,
        summary: "Capture an approved PayPal order and grant premium",
        body: paypalOrderRequestSchema,
        response: { 200: paymentVerifiedSchema },
      },
    },
    async (request) => {
      const userId = await authenticator.requireUser(request);
      await throttle.spendCapture(userId);
      return capturePaypal(userId, request.body, request.log);
    },
  );

  api.post(
    "/payments/test/pay/",
    {
      schema: {
        tags,
        operationId: "payWithTestGateway",
        refusals: [402, 404],
        security,
        summary:
          "Test mode only: pay a test order (no money moves), or decline it (402); verify the answer as Razorpay's",
        body: testPayRequestSchema,
        response: { 200: testPayResponseSchema },
      },
    },
    async (request) => testPay(await authenticator.requireUser(request), request.body),
  );

  await registerWebhookRoutes(app, deps, gateways, throttle);
}
