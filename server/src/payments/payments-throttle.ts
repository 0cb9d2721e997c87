import { paymentMessages } from "@bindery/contract";
import { tooManyRequests } from "../lib/http-errors.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

const MINUTE = 60_000;

/**
 * Calls that make Bindery call a gateway are bounded, so one account or address cannot
 * turn this server into a flood of orders, captures or verification requests.
 */
export const PAYMENT_LIMITS = {
  ordersPerUser: { max: 10, windowMs: 10 * MINUTE },
  capturesPerUser: { max: 20, windowMs: 10 * MINUTE },
  paypalWebhooksPerIp: { max: 120, windowMs: MINUTE },
} as const;

export function createPaymentsThrottle(limiter: RateLimiter) {
  const spend = async (key: string, limit: { max: number; windowMs: number }) => {
    const { count, resetInMs } = await limiter.hit(key, limit.windowMs);
    if (count > limit.max) {
      throw tooManyRequests(paymentMessages.tooManyAttempts, Math.ceil(resetInMs / 1000));
    }
  };
  return {
    spendOrder: (userId: string) => spend(`pay-order:${userId}`, PAYMENT_LIMITS.ordersPerUser),
    spendCapture: (userId: string) =>
      spend(`pay-capture:${userId}`, PAYMENT_LIMITS.capturesPerUser),
    spendPaypalWebhook: (ip: string) =>
      spend(`pay-paypal-webhook:${ip}`, PAYMENT_LIMITS.paypalWebhooksPerIp),
  };
}

export type PaymentsThrottle = ReturnType<typeof createPaymentsThrottle>;
