import { type PaymentVerified, paymentMessages } from "@bindery/contract";
import type { Repos, Transaction } from "../../feature-deps.js";
import type { Clock } from "../../lib/clock.js";
import { HttpError } from "../../lib/http-errors.js";
import { settlePayment } from "../orders/grant-premium.js";
import type { OrderRow } from "../orders/orders.repo.js";
import { answerSettlement, findOwnedOrder } from "../orders/settlement-answer.js";
import type { PaymentGateways } from "../payment-gateways.js";
import type { PaymentLog } from "../payment-log.js";
import { isValidPaymentSignature } from "../signatures.js";

export interface RazorpayPaymentInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * `POST /users/razorpay_order/`: checks the signature Razorpay's checkout (or the test
 * gateway) gave the page, then grants premium. Test orders go through this same code with
 * the test gateway's secret in place of the key secret.
 */
export function createRazorpayVerification(deps: {
  repos: Pick<Repos, "orders" | "users" | "paymentEvents">;
  transaction: Transaction;
  gateways: PaymentGateways;
  clock: Clock;
}) {
  const orders = deps.repos.orders;
  const { gateways } = deps;

  function secretFor(order: OrderRow): string {
    if (order.payment_gateway === "test") {
      if (!gateways.test) throw new HttpError(400, paymentMessages.testGatewayOff);
      return gateways.test.secret;
    }
    const razorpay = gateways.settings.razorpay;
    if (!razorpay) throw new HttpError(503, paymentMessages.notConfigured);
    return razorpay.keySecret;
  }

  return async function verify(
    callerId: string,
    input: RazorpayPaymentInput,
    log: PaymentLog,
  ): Promise<PaymentVerified> {
    const order = await findOwnedOrder(orders, callerId, input.razorpay_order_id, [
      "razorpay",
      "test",
    ]);
    // Signed over the order id stored here: a signature for any other order cannot match.
    const valid = isValidPaymentSignature(
      secretFor(order),
      order.order_id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
    if (!valid) {
      log.warn({ orderId: order.id, userId: callerId }, "payment signature mismatch");
      throw new HttpError(400, paymentMessages.badSignature);
    }
    const result = await deps.transaction((repos) =>
      settlePayment(repos, { order, paymentId: input.razorpay_payment_id, now: deps.clock() }),
    );
    return answerSettlement(result, order, log);
  };
}
