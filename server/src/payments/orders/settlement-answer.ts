import { type PaymentVerified, paymentMessages } from "@bindery/contract";
import { HttpError, notFound } from "../../lib/http-errors.js";
import type { PaymentLog } from "../payment-log.js";
import type { Settlement } from "./grant-premium.js";
import type { OrderRow, OrdersRepo } from "./orders.repo.js";

/**
 * The caller's order with this gateway order id. Another user's order answers the same
 * 404 as a missing one: an order id says nothing about whose it is.
 */
export async function findOwnedOrder(
  orders: OrdersRepo,
  callerId: string,
  gatewayOrderId: string,
  gateways: readonly string[],
): Promise<OrderRow> {
  const order = await orders.findByGatewayOrderId(gatewayOrderId);
  if (!order || order.user_id !== callerId || !gateways.includes(order.payment_gateway)) {
    throw notFound(paymentMessages.orderNotFound);
  }
  return order;
}

/** The page's answer to a settled payment: success (first time or again), or the refusal. */
export function answerSettlement(
  result: Settlement,
  order: OrderRow,
  log: PaymentLog,
): PaymentVerified {
  const context = { orderId: order.id, gateway: order.payment_gateway, userId: order.user_id };
  if (result.kind === "refused") {
    log.warn({ ...context, detail: result.detail }, "payment refused");
    throw new HttpError(result.status, result.detail);
  }
  if (result.kind === "granted") {
    log.info(context, "premium granted");
    // Paid twice (two tabs, two orders): the money moved, so a person should refund one.
    if (result.alreadyPremium) log.warn(context, "second payment by a premium user; refund it");
  }
  return { detail: paymentMessages.verified, is_premium: 1 };
}
