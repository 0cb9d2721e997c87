import { randomBytes } from "node:crypto";
import { paymentMessages } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { paymentCalls, signUpBuyer } from "./testing/buyers.js";

const databases = await testDatabases();

describe.each(databases)("payments in test mode on $name", (target) => {
  let ctx: TestContext;
  let calls: ReturnType<typeof paymentCalls>;
  afterEach(async () => ctx?.close());

  const start = async (env: Record<string, string> = {}) => {
    ctx = await startTestApp(target, env);
    calls = paymentCalls(ctx);
  };
  const price = (region?: string) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/v1/users/price/${region ? `?region=${region}` : ""}`,
    });

  it("quotes the regional price through the test gateway when no keys are set", async () => {
    await start();
    const india = await price("in");
    expect(india.statusCode).toBe(200);
    expect(india.json()).toEqual({
      region: "IN",
      currency: "INR",
      amount: 14900,
      display: "₹149",
      gateway: "test",
      test_mode: true,
      available: true,
      key_id: null,
      client_id: null,
    });
    expect((await price("US")).json()).toMatchObject({
      currency: "USD",
      amount: 500,
      display: "$5",
    });
    expect((await price()).json()).toMatchObject({ region: "US", currency: "USD" });
    expect((await price("India")).statusCode).toBe(400);
  });

  it("declines a test payment when asked, charging nothing and granting nothing", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const order = await calls.order(buyer, {
      payment_gateway: "test",
      amount: 500,
      currency: "USD",
    });
    const orderId = order.json().order_id;
    const declined = await calls.testPay(buyer, orderId, "declined");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ detail: paymentMessages.testDeclined });
    expect(await calls.isPremium(buyer)).toBe(0);
    // The same order can still be paid: trying again after a decline works.
    const paid = await calls.testPay(buyer, orderId);
    expect(paid.statusCode).toBe(200);
    const { test_mode: _label, ...handed } = paid.json();
    expect((await calls.razorpayOrder(buyer, handed)).statusCode).toBe(200);
    expect(await calls.isPremium(buyer)).toBe(1);
  });

  it("completes a purchase end to end through the same verification as Razorpay", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    expect(await calls.isPremium(buyer)).toBe(0);

    const order = await calls.order(buyer, {
      payment_gateway: "test",
      amount: 14900,
      currency: "INR",
    });
    expect(order.statusCode).toBe(201);
    const opened = order.json();
    expect(opened).toMatchObject({
      amount: 14900,
      currency: "INR",
      gateway: "test",
      test_mode: true,
    });
    expect(opened.order_id).toMatch(/^test_order_/);

    const paid = await calls.testPay(buyer, opened.order_id);
    expect(paid.statusCode).toBe(200);
    const checkout = paid.json();
    expect(checkout).toMatchObject({ razorpay_order_id: opened.order_id, test_mode: true });
    expect(checkout.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const { test_mode: _label, ...handed } = checkout;
    const verified = await calls.razorpayOrder(buyer, handed);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: "Payment verified.", is_premium: 1 });
    expect(await calls.isPremium(buyer)).toBe(1);

    // The same answer again grants nothing more; a premium user cannot open another order.
    expect((await calls.razorpayOrder(buyer, handed)).statusCode).toBe(200);
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
    const again = await calls.order(buyer, {
      payment_gateway: "test",
      amount: 500,
      currency: "USD",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: paymentMessages.alreadyPremium });
  });

  it("refuses forged signatures and other users' test orders", async () => {
    await start();
    const buyer = await signUpBuyer(ctx, "owner");
    const other = await signUpBuyer(ctx, "other");
    const opened = (
      await calls.order(buyer, { payment_gateway: "test", amount: 500, currency: "USD" })
    ).json();
    expect((await calls.testPay(other, opened.order_id)).statusCode).toBe(404);

    const { test_mode: _label, ...handed } = (await calls.testPay(buyer, opened.order_id)).json();
    const forged = await calls.razorpayOrder(buyer, {
      ...handed,
      razorpay_signature: randomBytes(32).toString("hex"),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: paymentMessages.badSignature });
    const stolen = await calls.razorpayOrder(other, handed);
    expect(stolen.statusCode).toBe(404);
    expect(await calls.isPremium(other)).toBe(0);
    expect(await calls.isPremium(buyer)).toBe(0);
  });

  it("refuses real gateways that have no keys, and orders without a sign-in", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const razorpay = await calls.order(buyer, {
      payment_gateway: "razorpay",
      amount: 14900,
      currency: "INR",
    });
    expect(razorpay.statusCode).toBe(503);
    expect(razorpay.json()).toEqual({ detail: paymentMessages.notConfigured });
    const guest = await calls.post("/api/v1/users/order/", null, {
      user_id: buyer.userId,
      payment_gateway: "test",
      payment_type: "subscription",
      amount: 14900,
      currency: "INR",
    });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses the test gateway when PAYMENTS_TEST_MODE=off", async () => {
    await start({ PAYMENTS_TEST_MODE: "off" });
    const buyer = await signUpBuyer(ctx);
    const order = await calls.order(buyer, {
      payment_gateway: "test",
      amount: 14900,
      currency: "INR",
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ detail: paymentMessages.testGatewayOff });
    expect((await price("IN")).json()).toMatchObject({ gateway: "razorpay", available: false });
  });

  it("refuses the test gateway in production, and starts without gateway keys", async () => {
    await start({
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("hex"),
      FILE_URL_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: "https://books.example.com",
    });
    expect((await price("IN")).json()).toMatchObject({
      gateway: "razorpay",
      test_mode: false,
      available: false,
    });
    expect((await price("US")).json()).toMatchObject({ gateway: "paypal", available: false });
    const buyer = await signUpBuyer(ctx);
    const test = await calls.order(buyer, {
      payment_gateway: "test",
      amount: 14900,
      currency: "INR",
    });
    expect(test.statusCode).toBe(400);
    expect(test.json()).toEqual({ detail: paymentMessages.testGatewayOff });
    const paypal = await calls.order(buyer, {
      payment_gateway: "paypal",
      amount: 500,
      currency: "USD",
    });
    expect(paypal.statusCode).toBe(503);
    expect(paypal.json()).toEqual({ detail: "Payments are not configured." });
    expect((await calls.testPay(buyer, "test_order_0123456789abcdef0123")).statusCode).toBe(400);
    expect(await calls.isPremium(buyer)).toBe(0);
  });
});
