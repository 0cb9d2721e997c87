import { z } from "zod";
import type { Transaction } from "../../feature-deps.js";
import type { Clock } from "../../lib/clock.js";
import { HttpError } from "../../lib/http-errors.js";
import { settlePayment } from "../orders/grant-premium.js";
import {
  badWebhookBody,
  badWebhookSignature,
  outcomeOf,
  type WebhookOutcome,
  webhookMessages,
} from "../orders/webhook-outcome.js";
import type { RazorpaySettings } from "../payment-settings.js";
import { isValidWebhookSignature } from "../signatures.js";

/** Both say "this order's payment is captured"; whichever comes first grants. */
const HANDLED_EVENTS = new Set(["order.paid", "payment.captured"]);

// The parts of Razorpay's event envelope Bindery reads.
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string().min(1),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
          order_id: z.string().nullable().optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
  }),
});

export interface RazorpayDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/** `POST /payments/razorpay/webhook/`: Razorpay's server-to-server word that an order is paid. */
export function createRazorpayWebhook(deps: {
  transaction: Transaction;
  settings: RazorpaySettings | null;
  clock: Clock;
}) {
  return async function receive(delivery: RazorpayDelivery): Promise<WebhookOutcome> {
    const secret = deps.settings?.webhookSecret;
    if (!secret) throw new HttpError(503, webhookMessages.notConfigured);
    // Over the raw bytes: parsed and re-serialised JSON would not be what Razorpay signed.
    if (!isValidWebhookSignature(secret, delivery.rawBody, delivery.signature)) {
      throw badWebhookSignature();
    }
    const event = eventSchema.safeParse(parseJson(delivery.rawBody));
    if (!event.success) throw badWebhookBody();
    if (!HANDLED_EVENTS.has(event.data.event)) return "ignored";
    const payment = event.data.payload.payment?.entity;
    const orderId = payment?.order_id ?? event.data.payload.order?.entity.id;
    if (!payment || !orderId || payment.status !== "captured") return "ignored";

    const now = deps.clock();
    return deps.transaction(async (repos) => {
      const { eventId } = delivery;
      if (eventId && !(await repos.paymentEvents.recordOnce("razorpay", eventId, now))) {
        return "duplicate";
      }
      const order = await repos.orders.findByGatewayOrderId(orderId);
      if (order?.payment_gateway !== "razorpay") return "ignored";
      const paid = { amount: payment.amount, currency: payment.currency };
      return outcomeOf(await settlePayment(repos, { order, paymentId: payment.id, paid, now }));
    });
  };
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
}
