import { routes } from "@bindery/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { badWebhookBody, type WebhookOutcome } from "./orders/webhook-outcome.js";
import type { PaymentGateways } from "./payment-gateways.js";
import type { PaymentsThrottle } from "./payments-throttle.js";
import { createPaypalWebhook } from "./paypal/paypal-webhook.js";
import { createRazorpayWebhook } from "./razorpay/razorpay-webhook.js";

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** The request body as the bytes the gateway signed. */
function rawBodyOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw badWebhookBody();
  return request.body;
}

/**
 * Gateways' server-to-server notices. They carry no bearer token: a signature over the
 * raw body is their proof, so this scope keeps JSON bodies as bytes instead of parsing them.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  deps: Deps,
  gateways: PaymentGateways,
  throttle: PaymentsThrottle,
): Promise<void> {
  const { transaction, clock } = deps;
  const razorpay = createRazorpayWebhook({
    transaction,
    settings: gateways.settings.razorpay,
    clock,
  });
  const paypal = createPaypalWebhook({
    transaction,
    settings: gateways.settings.paypal,
    paypal: gateways.paypal,
    clock,
  });

  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );

    const answer = (request: FastifyRequest, gateway: string, outcome: WebhookOutcome) => {
      const level = outcome === "refused" ? "warn" : "info";
      request.log[level]({ gateway, outcome }, "payment webhook handled");
      return { status: outcome };
    };

    routeFrom(scope, routes.receiveRazorpayWebhook, async (request) => {
      const outcome = await razorpay({
        rawBody: rawBodyOf(request),
        signature: header(request, "x-razorpay-signature"),
        eventId: header(request, "x-razorpay-event-id"),
      });
      return answer(request, "razorpay", outcome);
    });

    routeFrom(scope, routes.receivePaypalWebhook, async (request) => {
      // Each delivery costs a call to PayPal, so unsigned floods are cut off early.
      await throttle.spendPaypalWebhook(request.ip);
      const outcome = await paypal(rawBodyOf(request), request.headers);
      return answer(request, "paypal", outcome);
    });
  });
}
