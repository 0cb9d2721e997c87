import { type PaymentVerified, paymentMessages } from "@bindery/contract";
import type { Repos, Transaction } from "../../feature-deps.js";
import type { Clock } from "../../lib/clock.js";
import { forbidden, HttpError } from "../../lib/http-errors.js";
import { GatewayError } from "../gateway-http.js";
import { settlePayment } from "../orders/grant-premium.js";
import { answerSettlement, findOwnedOrder } from "../orders/settlement-answer.js";
import type { PaymentGateways } from "../payment-gateways.js";
import type { PaymentLog } from "../payment-log.js";
import { decimalToMinor } from "../prices/money.js";

/**
 * `POST /users/paypal_order/`: after the buyer approved in PayPal's buttons, captures the
 * order and grants premium only for a COMPLETED capture of the stored amount and currency.
 */
export function capturePaypalService(deps: {
  repos: Pick<Repos, "orders" | "users" | "paymentEvents">;
  transaction: Transaction;
  gateways: PaymentGateways;
  clock: Clock;
}) {
  const orders = deps.repos.orders;

  return async function capture(
    callerId: string,
    input: { order_id: string; user_id: string },
    log: PaymentLog,
  ): Promise<PaymentVerified> {
    if (input.user_id !== callerId) throw forbidden(paymentMessages.notYourAccount);
    const order = await findOwnedOrder(orders, callerId, input.order_id, ["paypal"]);
    // Paid already (the webhook came first, or a second click): nothing to capture again.
    if (order.status === "paid") return answerSettlement({ kind: "already-paid" }, order, log);
    if (order.status !== "created") throw new HttpError(409, paymentMessages.orderFailed);
    const paypal = deps.gateways.paypal;
    if (!paypal) throw new HttpError(503, paymentMessages.notConfigured);

    let outcome: Awaited<ReturnType<typeof paypal.captureOrder>>;
    try {
      // A fixed request id makes a retried capture PayPal's same capture, not a second one.
      outcome = await paypal.captureOrder(order.order_id, `capture-${order.id}`);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.error({ err: error, orderId: order.id }, "paypal capture failed");
      throw new HttpError(502, paymentMessages.paymentFailed);
    }
    if (outcome.kind === "refused") {
      log.warn({ orderId: order.id, issue: outcome.issue }, "paypal refused the capture");
      throw new HttpError(402, paymentMessages.declined);
    }
    const { status, capture: captured } = outcome.order;
    if (status !== "COMPLETED" || captured?.status !== "COMPLETED") {
      // PENDING (e.g. under review): the PAYMENT.CAPTURE.COMPLETED webhook grants later.
      log.warn(
        { orderId: order.id, status, capture: captured?.status },
        "paypal capture not completed",
      );
      throw new HttpError(402, paymentMessages.notCompleted);
    }
    const paid = {
      amount: decimalToMinor(captured.amount.value) ?? -1,
      currency: captured.amount.currency_code,
    };
    const result = await deps.transaction((repos) =>
      settlePayment(repos, { order, paymentId: captured.id, paid, now: deps.clock() }),
    );
    return answerSettlement(result, order, log);
  };
}
