import { HttpError } from "../../lib/http-errors.js";
import type { Settlement } from "./grant-premium.js";

/** What a webhook delivery did; every outcome is answered 200 so the gateway stops retrying. */
export type WebhookOutcome =
  | "granted"
  | "already-paid"
  /** The same event delivered again: recognised by its id, nothing done. */
  | "duplicate"
  /** An event type Bindery does not act on, or a payment for no order of this server. */
  | "ignored"
  /** A verified payment that does not match its order (amount or currency, a reused id). */
  | "refused";

export const webhookMessages = {
  notConfigured: "Webhooks are not configured.",
  badSignature: "Webhook signature verification failed.",
  badBody: "The webhook body is not an event this endpoint understands.",
} as const;

export const badWebhookSignature = () => new HttpError(400, webhookMessages.badSignature);
export const badWebhookBody = () => new HttpError(400, webhookMessages.badBody);

export const outcomeOf = (result: Settlement): WebhookOutcome =>
  result.kind === "refused" ? "refused" : result.kind;
