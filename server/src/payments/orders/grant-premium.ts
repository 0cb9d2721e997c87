import { paymentMessages } from "@bindery/contract";
import type { Repos } from "../../feature-deps.js";
import type { OrderRow } from "./orders.repo.js";

export type Settlement =
  /** This call turned the order paid and the user premium. */
  | { kind: "granted"; alreadyPremium: boolean }
  /** The order was paid before (the page and the webhook both report one payment). */
  | { kind: "already-paid" }
  | { kind: "refused"; status: number; detail: string };

export interface PaymentReport {
  order: OrderRow;
  /** Razorpay payment id, PayPal capture id, or test payment id. */
  paymentId: string;
  /** What the gateway says was paid, when it says; Razorpay's signature implies the order's amount. */
  paid?: { amount: number; currency: string };
  now: number;
}

const refused = (status: number, detail: string): Settlement => ({
  kind: "refused",
  status,
  detail,
});

/**
 * Turns a verified payment into premium, exactly once per order. Call it with the
 * repositories of a transaction (`deps.transaction`): the order's created → paid update
 * and the user's premium flag commit together or not at all, and the conditional update lets only one of the page and the
 * webhook win; the other finds the order paid and grants nothing.
 */
export async function settlePayment(
  repos: Pick<Repos, "orders" | "users">,
  report: PaymentReport,
): Promise<Settlement> {
  const { orders, users } = repos;
  const { order, paymentId, paid, now } = report;

  if (paid && (paid.amount !== order.amount || paid.currency !== order.currency)) {
    await orders.markFailed(order.id, paymentId);
    return refused(400, paymentMessages.amountMismatch);
  }
  // One payment pays one order: a payment id seen on another order is a replay.
  const holder = await orders.findByPayment(order.payment_gateway, paymentId);
  if (holder && holder.id !== order.id) return refused(409, paymentMessages.paymentReused);

  if (await orders.markPaid(order.id, paymentId, now)) {
    // An order whose account was deleted meanwhile is recorded paid, with nobody to upgrade.
    const user = order.user_id === null ? undefined : await users.findById(order.user_id);
    if (user) await users.setPremium(user.id, now);
    return { kind: "granted", alreadyPremium: user?.is_premium === 1 };
  }
  const current = await orders.findById(order.id);
  if (current?.status === "paid") return { kind: "already-paid" };
  return refused(409, paymentMessages.orderFailed);
}
