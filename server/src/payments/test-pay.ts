import { paymentMessages, type TestPayRequest, type TestPayResponse } from "@bindery/contract";
import type { Repos } from "../feature-deps.js";
import { HttpError } from "../lib/http-errors.js";
import { findOwnedOrder } from "./orders/settlement-answer.js";
import type { PaymentGateways } from "./payment-gateways.js";

/**
 * `POST /payments/test/pay/`: the test gateway's stand-in for a checkout. It answers what
 * Razorpay's checkout would hand the page, and the page then verifies it through
 * `/users/razorpay_order/` like a real payment. Asked to decline, it answers 402 as a
 * gateway refusing a card would.
 */
export function createTestPay(deps: { repos: Pick<Repos, "orders">; gateways: PaymentGateways }) {
  const orders = deps.repos.orders;
  return async function pay(callerId: string, request: TestPayRequest): Promise<TestPayResponse> {
    const test = deps.gateways.test;
    if (!test) throw new HttpError(400, paymentMessages.testGatewayOff);
    const order = await findOwnedOrder(orders, callerId, request.order_id, ["test"]);
    // What a gateway answers for a declined card: payment required, nothing charged.
    if (request.outcome === "declined") throw new HttpError(402, paymentMessages.testDeclined);
    const { paymentId, signature } = test.pay(order.order_id);
    return {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
      test_mode: true,
    };
  };
}
