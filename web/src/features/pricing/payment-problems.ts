import { paymentMessages } from "@bindery/contract";
import { ApiError } from "../../lib/api-client";

/**
 * Where a purchase went wrong, which decides which message shows: before any money moved
 * (opening the order or the checkout), in the gateway (the payment itself failed, or the
 * gateway declined it), or after the gateway said paid (Bindery could not confirm it).
 */
export type PaymentStage = "initiate" | "payment" | "declined" | "verify";

export interface PaymentProblem {
  message: string;
  /** The server's own words, or what to do next, beyond the message. */
  detail: string | null;
  /** Nothing was charged and nothing is broken: the buyer may simply pay again. */
  retry?: boolean;
}

const MESSAGES: Record<PaymentStage, string> = {
  initiate: paymentMessages.initiateFailed,
  payment: paymentMessages.paymentFailed,
  declined: paymentMessages.paymentDeclined,
  verify: paymentMessages.verifyFailed,
};

/** The server's words for a gateway refusing the payment (402). */
const DECLINES: readonly string[] = [paymentMessages.declined, paymentMessages.testDeclined];

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
  if (stage === "declined" || (detail !== null && DECLINES.includes(detail))) {
    return {
      message: MESSAGES.declined,
      detail: paymentMessages.paymentDeclinedHelp,
      retry: true,
    };
  }
  // 402: the gateway has not completed the capture. That is the payment failing, not
  // Bindery failing to confirm a payment that went through.
  const settled = stage === "verify" && error instanceof ApiError && error.status === 402;
  const message = MESSAGES[settled ? "payment" : stage];
  return { message, detail: detail === message ? null : detail };
}
