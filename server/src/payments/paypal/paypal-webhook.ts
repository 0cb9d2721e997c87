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
import type { PaypalSettings } from "../payment-settings.js";
import { decimalToMinor } from "../prices/money.js";
import type { PaypalClient, PaypalTransmission } from "./paypal.client.js";

const envelopeSchema = z.object({ id: z.string().min(1), event_type: z.string() });

// PAYMENT.CAPTURE.COMPLETED's resource is the capture; its order is in supplementary_data.
const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1) }) }),
});

/** Header names as Node gives them (lower case). */
const TRANSMISSION_HEADERS = {
  authAlgo: "paypal-auth-algo",
  certUrl: "paypal-cert-url",
  transmissionId: "paypal-transmission-id",
  transmissionSig: "paypal-transmission-sig",
  transmissionTime: "paypal-transmission-time",
} as const;

export type Headers = Record<string, string | string[] | undefined>;

function transmissionOf(headers: Headers): PaypalTransmission | null {
  const entries = Object.entries(TRANSMISSION_HEADERS).map(([key, name]) => [key, headers[name]]);
  if (entries.some(([, value]) => typeof value !== "string" || value.length === 0)) return null;
  return Object.fromEntries(entries) as PaypalTransmission;
}

/**
 * `POST /payments/paypal/webhook/`: PayPal's word that a capture completed, checked by
 * asking PayPal itself (verify-webhook-signature) before anything is believed.
 */
export function createPaypalWebhook(deps: {
  transaction: Transaction;
  settings: PaypalSettings | null;
  paypal: PaypalClient | null;
  clock: Clock;
}) {
  return async function receive(rawBody: Buffer, headers: Headers): Promise<WebhookOutcome> {
    const webhookId = deps.settings?.webhookId;
    if (!webhookId || !deps.paypal) throw new HttpError(503, webhookMessages.notConfigured);
    const transmission = transmissionOf(headers);
    if (!transmission) throw badWebhookSignature();
    const raw = rawBody.toString("utf8");
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badWebhookBody();
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) throw badWebhookBody();
    // A GatewayError here answers 500, so PayPal delivers again later.
    if (!(await deps.paypal.verifyWebhookSignature(webhookId, transmission, raw))) {
      throw badWebhookSignature();
    }
    if (envelope.data.event_type !== "PAYMENT.CAPTURE.COMPLETED") return "ignored";
    const capture = captureSchema.safeParse((parsed as { resource?: unknown }).resource);
    if (!capture.success || capture.data.status !== "COMPLETED") return "ignored";

    const { id: captureId, amount, supplementary_data } = capture.data;
    const now = deps.clock();
    return deps.transaction(async (repos) => {
      if (!(await repos.paymentEvents.recordOnce("paypal", envelope.data.id, now))) {
        return "duplicate";
      }
      const orderId = supplementary_data.related_ids.order_id;
      const order = await repos.orders.findByGatewayOrderId(orderId);
      if (order?.payment_gateway !== "paypal") return "ignored";
      const paid = { amount: decimalToMinor(amount.value) ?? -1, currency: amount.currency_code };
      return outcomeOf(await settlePayment(repos, { order, paymentId: captureId, paid, now }));
    });
  };
}
