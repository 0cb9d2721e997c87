import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hexDigestEquals,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from "./signatures.js";

const secret = "key-secret";

describe("Razorpay signatures", () => {
  it("signs order_id|payment_id with HMAC-SHA256 in hex", () => {
    const expected = createHmac("sha256", secret).update("order_A|pay_B").digest("hex");
    expect(paymentSignature(secret, "order_A", "pay_B")).toBe(expected);
    expect(isValidPaymentSignature(secret, "order_A", "pay_B", expected)).toBe(true);
  });

  it("refuses a signature for another order, payment or secret", () => {
    const good = paymentSignature(secret, "order_A", "pay_B");
    expect(isValidPaymentSignature(secret, "order_X", "pay_B", good)).toBe(false);
    expect(isValidPaymentSignature(secret, "order_A", "pay_X", good)).toBe(false);
    expect(isValidPaymentSignature("other", "order_A", "pay_B", good)).toBe(false);
  });

  it("refuses malformed signatures without throwing", () => {
    const good = paymentSignature(secret, "order_A", "pay_B");
    for (const bad of [
      "",
      "abc",
      good.toUpperCase(),
      `${good}00`,
      good.slice(2),
      `zz${good.slice(2)}`,
    ]) {
      expect(hexDigestEquals(good, bad)).toBe(false);
    }
  });

  it("checks webhook signatures over the raw bytes", () => {
    const body = Buffer.from('{"event":"order.paid","payload":{}}');
    const signature = createHmac("sha256", "hook").update(body).digest("hex");
    expect(isValidWebhookSignature("hook", body, signature)).toBe(true);
    expect(
      isValidWebhookSignature(
        "hook",
        Buffer.from('{"event": "order.paid","payload":{}}'),
        signature,
      ),
    ).toBe(false);
    expect(isValidWebhookSignature("hook", body, undefined)).toBe(false);
  });
});
