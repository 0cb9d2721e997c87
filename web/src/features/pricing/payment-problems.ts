import { paymentMessages } from "@bindery/contract";
import { ApiError } from "../../lib/api-client";

/**
 * Where a purchase went wrong, which decides which of the spec's three messages shows:
 * before any money moved (opening the order or the checkout), in the gateway (the payment
 * itself failed), or after the gateway said paid (Bindery could not confirm it).
 */
export type PaymentStage = "initiate" | "payment" | "verify";

export interface PaymentProblem {
  message: string;
  /** The server's own words, when it gave any beyond the spec's message. */
  detail: string | null;
}

const MESSAGES: Record<PaymentStage, string> = {
  initiate: paymentMessages.initiateFailed,
  payment: paymentMessages.paymentFailed,
  verify: paymentMessages.verifyFailed,
};

/** The gateway created the order but gave no id: as much a failure as no answer at all. */
export class MissingOrderId extends Error {
  constructor() {
    super("The payment order came back without an order id.");
    this.name = "MissingOrderId";
  }
}

export function paymentProblem(stage: PaymentStage, error?: unknown): PaymentProblem {
  const body = error instanceof ApiError ? (error.body as { detail?: unknown } | null) : null;
  const detail = typeof body?.detail === "string" ? body.detail : null;
  // 402: the gateway declined or has not completed the capture. That is the payment
  // failing, not Bindery failing to confirm a payment that went through.
  const settled = stage === "verify" && error instanceof ApiError && error.status === 402;
  const message = MESSAGES[settled ? "payment" : stage];
  return { message, detail: detail === message ? null : detail };
}
