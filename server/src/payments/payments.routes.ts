import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createOrdersService } from "./orders/orders.service.js";
import { createPaymentGateways } from "./payment-gateways.js";
import { createPaymentsThrottle } from "./payments-throttle.js";
import { capturePaypalService } from "./paypal/capture-paypal.js";
import { createGeolocator } from "./prices/geolocation.js";
import { quotePrice } from "./prices/price-quote.js";
import { createRazorpayVerification } from "./razorpay/verify-razorpay.js";
import { createTestPay } from "./test-pay.js";
import { registerWebhookRoutes } from "./webhooks.routes.js";

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

  routeFrom(app, routes.getRegion, async (request) => {
    await authenticator.requireUser(request);
    return { region: await geolocator.countryOf(request.ip, request.log) };
  });

  routeFrom(app, routes.getPrice, async (request) => quotePrice(gateways, request.query.region));

  routeFrom(app, routes.createOrder, async (request, reply) => {
    const userId = await authenticator.requireUser(request);
    await throttle.spendOrder(userId);
    return reply.status(201).send(await orders.createOrder(userId, request.body, request.log));
  });

  routeFrom(app, routes.verifyRazorpayPayment, async (request) =>
    verifyRazorpay(await authenticator.requireUser(request), request.body, request.log),
  );

  routeFrom(app, routes.capturePaypalOrder, async (request) => {
    const userId = await authenticator.requireUser(request);
    await throttle.spendCapture(userId);
    return capturePaypal(userId, request.body, request.log);
  });

  routeFrom(app, routes.payWithTestGateway, async (request) =>
    testPay(await authenticator.requireUser(request), request.body),
  );

  await registerWebhookRoutes(app, deps, gateways, throttle);
}
