import { createHmac, timingSafeEqual } from "node:crypto";

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/**
 * Constant-time comparison of a hex digest with what a caller sent. Anything that is not a
 * 64-character lowercase hex string is refused before comparing, so the lengths always
 * match and timingSafeEqual never throws.
 */
export function hexDigestEquals(expected: string, given: string): boolean {
  if (!HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

/**
 * Razorpay's payment signature: HMAC-SHA256 over "order_id|payment_id" with the key
 * secret. The order id is always the one stored on the server, never the caller's copy.
 */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return hexDigestEquals(paymentSignature(secret, orderId, paymentId), signature);
}

/** Razorpay's webhook signature: HMAC-SHA256 over the raw body bytes with the webhook secret. */
export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return signature !== undefined && hexDigestEquals(hmacSha256Hex(secret, rawBody), signature);
}
