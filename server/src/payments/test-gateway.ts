import { randomBytes } from "node:crypto";
import { hmacSha256Hex, paymentSignature } from "./signatures.js";

/**
 * The local test gateway: it creates order ids and "pays" them with a Razorpay-style
 * signature, so a purchase in test mode runs through the same verification code as a real
 * one. No money moves and production never enables it.
 */
export function createTestGateway(jwtSecret: string) {
  // Derived rather than random per process, so several processes in test mode (behind one
  // load balancer) agree on it. It guards nothing of value: any owner of a test order may
  // ask for a signature anyway.
  const secret = hmacSha256Hex(jwtSecret, "bindery-test-payment-gateway");
  const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

  return {
    secret,
    newOrderId: () => newId("test_order"),
    /** What Razorpay's checkout hands its page after a successful payment. */
    pay(orderId: string): { paymentId: string; signature: string } {
      const paymentId = newId("test_pay");
      return { paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
