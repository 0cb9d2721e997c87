import { paymentMessages } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../../test-support/test-app.js";
import { type Buyer, paymentCalls, signUpBuyer } from "../testing/buyers.js";
import {
  type FakeRazorpay,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  startFakeRazorpay,
} from "../testing/fake-razorpay.js";

const databases = await testDatabases();
const WEBHOOK = "/api/v1/payments/razorpay/webhook/";
const rupees = { payment_gateway: "razorpay", amount: 14900, currency: "INR" };

describe.each(databases)("Razorpay payments on $name", (target) => {
  let ctx: TestContext;
  let razorpay: FakeRazorpay;
  let calls: ReturnType<typeof paymentCalls>;
  afterEach(async () => {
    await ctx?.close();
    await razorpay?.close();
  });

  let clock: ReturnType<typeof manualClock>;
  const start = async () => {
    razorpay = await startFakeRazorpay();
    clock = manualClock();
    const env = {
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    };
    ctx = await startTestApp(target, env, { clock });
    calls = paymentCalls(ctx);
  };
  const openOrder = async (buyer: Buyer): Promise<string> => {
    const response = await calls.order(buyer, rupees);
    expect(response.statusCode).toBe(201);
    return response.json().order_id;
  };
  const orderRow = (orderId: string) =>
    ctx.deps.db
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();

  it("quotes India's price with Razorpay's public key", async () => {
    await start();
    const price = await ctx.app.inject({ method: "GET", url: "/api/v1/users/price/?region=IN" });
    expect(price.json()).toEqual({
      region: "IN",
      currency: "INR",
      amount: 14900,
      display: "₹149",
      gateway: "razorpay",
      test_mode: false,
      available: true,
      key_id: RAZORPAY_KEY_ID,
      client_id: null,
    });
  });

  it("opens the order at Razorpay with basic auth and the server's price", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const response = await calls.order(buyer, rupees);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      order_id: expect.stringMatching(/^order_/),
      amount: 14900,
      currency: "INR",
      gateway: "razorpay",
      test_mode: false,
      key_id: RAZORPAY_KEY_ID,
      client_id: null,
    });
    const sent = razorpay.requests.at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v1/orders");
    const sentBody = JSON.parse(sent?.rawBody ?? "{}");
    expect(sentBody).toMatchObject({ amount: 14900, currency: "INR" });
    expect(sentBody.receipt.length).toBeLessThanOrEqual(40);
    expect(sentBody.notes.user_id).toBe(buyer.userId);
    const row = await orderRow(body.order_id);
    expect(row).toMatchObject({ user_id: buyer.userId, amount: 14900, status: "created" });
  });

  it("refuses a wrong amount or currency before calling Razorpay", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    for (const wrong of [{ amount: 149 }, { amount: 100 }, { currency: "USD", amount: 500 }]) {
      const response = await calls.order(buyer, { ...rupees, ...wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/premium costs ₹149/);
    }
    expect(razorpay.requests).toHaveLength(0);
  });

  it("refuses an order for someone else's account", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const other = await signUpBuyer(ctx, "other");
    const response = await calls.order(buyer, { ...rupees, user_id: other.userId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: paymentMessages.notYourAccount });
  });

  it("answers the spec's message when Razorpay gives no order id or fails", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    razorpay.switches.omitOrderId = true;
    const missing = await calls.order(buyer, rupees);
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toEqual({ detail: "Something went wrong while initiating payment." });
    razorpay.switches.omitOrderId = false;
    razorpay.switches.failStatus = 500;
    expect((await calls.order(buyer, rupees)).statusCode).toBe(502);
    const rows = await ctx.deps.db.selectFrom("orders").selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it("grants premium for a genuine payment once; a replayed answer grants nothing more", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const checkout = razorpay.pay(await openOrder(buyer));
    const first = await calls.razorpayOrder(buyer, checkout);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: "Payment verified.", is_premium: 1 });
    expect(await calls.isPremium(buyer)).toBe(1);
    const paidAt = clock();
    clock.advance(60_000);
    const replay = await calls.razorpayOrder(buyer, checkout);
    expect(replay.statusCode).toBe(200);
    const paid = await calls.paidOrders(buyer.userId);
    expect(paid).toHaveLength(1);
    // The replay did not touch the paid order: it was settled once, at the first answer.
    expect(paid[0]).toMatchObject({ payment_id: checkout.razorpay_payment_id, paid_at: paidAt });
  });

  it("refuses a tampered signature and leaves premium alone", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const checkout = razorpay.pay(await openOrder(buyer));
    const flipped = checkout.razorpay_signature.startsWith("0") ? "1" : "0";
    for (const tampered of [
      { ...checkout, razorpay_signature: flipped + checkout.razorpay_signature.slice(1) },
      { ...checkout, razorpay_payment_id: "pay_SomeoneElses01" },
      { ...checkout, razorpay_signature: "not-a-signature" },
    ]) {
      const response = await calls.razorpayOrder(buyer, tampered);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: paymentMessages.badSignature });
    }
    expect(await calls.isPremium(buyer)).toBe(0);
    expect((await orderRow(checkout.razorpay_order_id)).status).toBe("created");
  });

  it("refuses another user's order, and another order's signature on one's own", async () => {
    await start();
    const owner = await signUpBuyer(ctx, "owner");
    const thief = await signUpBuyer(ctx, "thief");
    const checkout = razorpay.pay(await openOrder(owner));
    const stolen = await calls.razorpayOrder(thief, checkout);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: paymentMessages.orderNotFound });
    // The owner's genuine payment and signature, presented for the thief's own order.
    const thiefOrder = await openOrder(thief);
    const moved = await calls.razorpayOrder(thief, { ...checkout, razorpay_order_id: thiefOrder });
    expect(moved.statusCode).toBe(400);
    expect(await calls.isPremium(thief)).toBe(0);
    expect(await calls.isPremium(owner)).toBe(0);
  });

  it("refuses a payment id replayed onto a second order, even with a valid signature", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const firstOrder = await openOrder(buyer);
    const secondOrder = await openOrder(buyer);
    const checkout = razorpay.pay(firstOrder, "pay_ReplayedPay001");
    expect((await calls.razorpayOrder(buyer, checkout)).statusCode).toBe(200);
    // Signed with the real key secret: only the stored payment ids can catch this.
    const replay = razorpay.pay(secondOrder, "pay_ReplayedPay001");
    const response = await calls.razorpayOrder(buyer, replay);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: paymentMessages.paymentReused });
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
    expect((await orderRow(secondOrder)).status).toBe("created");
  });

  it("grants through the webhook, recognises its redelivery, and the page after it", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await openOrder(buyer);
    const checkout = razorpay.pay(orderId);
    const delivery = razorpay.webhook("order.paid", {
      orderId,
      paymentId: checkout.razorpay_payment_id,
    });
    const first = await calls.webhook(WEBHOOK, delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "granted" });
    expect(await calls.isPremium(buyer)).toBe(1);
    const withCharset = {
      ...delivery,
      headers: { ...delivery.headers, "content-type": "application/json; charset=utf-8" },
    };
    expect((await calls.webhook(WEBHOOK, withCharset)).json()).toEqual({ status: "duplicate" });
    const captured = razorpay.webhook("payment.captured", {
      orderId,
      paymentId: checkout.razorpay_payment_id,
    });
    expect((await calls.webhook(WEBHOOK, captured)).json()).toEqual({ status: "already-paid" });
    const page = await calls.razorpayOrder(buyer, checkout);
    expect(page.json()).toEqual({ detail: "Payment verified.", is_premium: 1 });
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
  });

  it("grants once when the page and the webhook arrive together", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await openOrder(buyer);
    const checkout = razorpay.pay(orderId);
    const delivery = razorpay.webhook("payment.captured", {
      orderId,
      paymentId: checkout.razorpay_payment_id,
    });
    const [page, hook, pageAgain] = await Promise.all([
      calls.razorpayOrder(buyer, checkout),
      calls.webhook(WEBHOOK, delivery),
      calls.razorpayOrder(buyer, checkout),
    ]);
    expect([page.statusCode, hook.statusCode, pageAgain.statusCode]).toEqual([200, 200, 200]);
    expect(["granted", "already-paid"]).toContain(hook.json().status);
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
    expect(await calls.isPremium(buyer)).toBe(1);
  });

  it("refuses webhooks with a bad signature and grants nothing", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await openOrder(buyer);
    const input = { orderId, paymentId: "pay_Forged0000001" };
    const wrongSecret = razorpay.webhook("order.paid", input, "not-the-webhook-secret");
    const response = await calls.webhook(WEBHOOK, wrongSecret);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Webhook signature verification failed." });

    const genuine = razorpay.webhook("order.paid", input);
    const edited = { ...genuine, body: genuine.body.replace('"amount":14900', '"amount":14901') };
    expect((await calls.webhook(WEBHOOK, edited)).statusCode).toBe(400);
    const { "x-razorpay-signature": _dropped, ...unsigned } = genuine.headers;
    expect((await calls.webhook(WEBHOOK, { ...genuine, headers: unsigned })).statusCode).toBe(400);
    expect(await calls.isPremium(buyer)).toBe(0);
  });

  it("refuses a webhook payment of the wrong amount and fails the order", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await openOrder(buyer);
    const checkout = razorpay.pay(orderId);
    const delivery = razorpay.webhook("order.paid", {
      orderId,
      paymentId: checkout.razorpay_payment_id,
      amount: 100,
    });
    expect((await calls.webhook(WEBHOOK, delivery)).json()).toEqual({ status: "refused" });
    expect(await calls.isPremium(buyer)).toBe(0);
    expect((await orderRow(orderId)).status).toBe("failed");
    const page = await calls.razorpayOrder(buyer, checkout);
    expect(page.statusCode).toBe(409);
    expect(await calls.isPremium(buyer)).toBe(0);
  });

  it("ignores events and orders it does not handle, with 200", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await openOrder(buyer);
    const failed = razorpay.webhook("payment.failed", { orderId, paymentId: "pay_Failed0000001" });
    expect((await calls.webhook(WEBHOOK, failed)).json()).toEqual({ status: "ignored" });
    const unknown = razorpay.webhook("order.paid", {
      orderId: "order_NotOurs00000001",
      paymentId: "pay_Elsewhere00001",
      amount: 14900,
    });
    expect((await calls.webhook(WEBHOOK, unknown)).json()).toEqual({ status: "ignored" });
    expect(await calls.isPremium(buyer)).toBe(0);
  });
});
