import { paymentMessages } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../test-support/databases.js";
import { startTestApp, type TestContext } from "../../test-support/test-app.js";
import { type Buyer, paymentCalls, signUpBuyer } from "../testing/buyers.js";
import {
  type FakePaypal,
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_WEBHOOK_ID,
  startFakePaypal,
} from "../testing/fake-paypal.js";

const databases = await testDatabases();
const WEBHOOK = "/api/v1/payments/paypal/webhook/";
const dollars = { payment_gateway: "paypal", amount: 500, currency: "USD" };
const fiveDollars = { currency_code: "USD", value: "5.00" };

describe.each(databases)("PayPal payments on $name", (target) => {
  let ctx: TestContext;
  let paypal: FakePaypal;
  let calls: ReturnType<typeof paymentCalls>;
  afterEach(async () => {
    await ctx?.close();
    await paypal?.close();
  });

  const start = async () => {
    paypal = await startFakePaypal();
    ctx = await startTestApp(target, {
      PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID,
      PAYPAL_API_URL: paypal.url,
    });
    calls = paymentCalls(ctx);
  };
  /** Opens an order through Bindery and approves it in (fake) PayPal, as the buyer would. */
  const approvedOrder = async (buyer: Buyer): Promise<string> => {
    const response = await calls.order(buyer, dollars);
    expect(response.statusCode).toBe(201);
    const orderId: string = response.json().order_id;
    paypal.approve(orderId);
    return orderId;
  };
  const requestsTo = (suffix: string) => paypal.requests.filter((r) => r.path.endsWith(suffix));
  const orderRow = (orderId: string) =>
    ctx.deps.db
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();

  it("quotes the US price with PayPal's client id", async () => {
    await start();
    const price = await ctx.app.inject({ method: "GET", url: "/api/v1/users/price/?region=US" });
    expect(price.json()).toMatchObject({
      currency: "USD",
      amount: 500,
      display: "$5",
      gateway: "paypal",
      test_mode: false,
      available: true,
      key_id: null,
      client_id: PAYPAL_CLIENT_ID,
    });
  });

  it("opens orders with one OAuth token, intent CAPTURE and the server's amount", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const first = await calls.order(buyer, dollars);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 500,
      currency: "USD",
      gateway: "paypal",
      client_id: PAYPAL_CLIENT_ID,
      key_id: null,
    });
    expect((await calls.order(buyer, dollars)).statusCode).toBe(201);
    expect(requestsTo("/v1/oauth2/token")).toHaveLength(1);
    const created = requestsTo("/v2/checkout/orders");
    expect(created).toHaveLength(2);
    const sent = JSON.parse(created[0]?.rawBody ?? "{}");
    expect(sent.intent).toBe("CAPTURE");
    expect(sent.purchase_units[0].amount).toEqual(fiveDollars);
    expect(created[0]?.headers["paypal-request-id"]).toBeTruthy();
  });

  it("refuses a wrong amount or currency, and a missing order id", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    for (const wrong of [{ amount: 5 }, { amount: 499 }, { currency: "INR", amount: 14900 }]) {
      const response = await calls.order(buyer, { ...dollars, ...wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/premium costs \$5/);
    }
    paypal.switches.omitOrderId = true;
    const missing = await calls.order(buyer, dollars);
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toEqual({ detail: paymentMessages.initiateFailed });
  });

  it("captures an approved order and grants premium once", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await approvedOrder(buyer);
    const response = await calls.paypalOrder(buyer, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Payment verified.", is_premium: 1 });
    expect(await calls.isPremium(buyer)).toBe(1);
    const again = await calls.paypalOrder(buyer, orderId);
    expect(again.statusCode).toBe(200);
    expect(requestsTo("/capture")).toHaveLength(1);
    const paid = await calls.paidOrders(buyer.userId);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.payment_id).toBe(paypal.orders.get(orderId)?.capture?.id);
  });

  it("grants nothing for a capture that is not COMPLETED; the webhook grants it later", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await approvedOrder(buyer);
    paypal.switches.captureStatus = "PENDING";
    const response = await calls.paypalOrder(buyer, orderId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: paymentMessages.notCompleted });
    expect(await calls.isPremium(buyer)).toBe(0);

    const capture = paypal.orders.get(orderId)?.capture;
    const delivery = paypal.captureCompletedWebhook({
      orderId,
      captureId: capture?.id ?? "",
      amount: fiveDollars,
    });
    const hook = await calls.webhook(WEBHOOK, delivery);
    expect(hook.json()).toEqual({ status: "granted" });
    expect(await calls.isPremium(buyer)).toBe(1);
  });

  it("refuses a capture of the wrong amount or currency and fails the order", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await approvedOrder(buyer);
    paypal.switches.captureAmount = { currency_code: "USD", value: "0.50" };
    const response = await calls.paypalOrder(buyer, orderId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: paymentMessages.amountMismatch });
    expect((await orderRow(orderId)).status).toBe("failed");

    const other = await signUpBuyer(ctx, "other");
    const otherOrder = await approvedOrder(other);
    paypal.switches.captureAmount = { currency_code: "EUR", value: "5.00" };
    expect((await calls.paypalOrder(other, otherOrder)).statusCode).toBe(400);
    expect(await calls.isPremium(buyer)).toBe(0);
    expect(await calls.isPremium(other)).toBe(0);
  });

  it("answers a declined capture and an unapproved order without granting", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const unapproved = (await calls.order(buyer, dollars)).json().order_id;
    const early = await calls.paypalOrder(buyer, unapproved);
    expect(early.statusCode).toBe(402);
    const orderId = await approvedOrder(buyer);
    paypal.switches.captureIssue = "INSTRUMENT_DECLINED";
    const declined = await calls.paypalOrder(buyer, orderId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ detail: paymentMessages.declined });
    expect(await calls.isPremium(buyer)).toBe(0);
  });

  it("refuses another user's order and another user's id", async () => {
    await start();
    const owner = await signUpBuyer(ctx, "owner");
    const thief = await signUpBuyer(ctx, "thief");
    const orderId = await approvedOrder(owner);
    const stolen = await calls.paypalOrder(thief, orderId);
    expect(stolen.statusCode).toBe(404);
    const posing = await calls.paypalOrder(thief, orderId, owner.userId);
    expect(posing.statusCode).toBe(403);
    expect(requestsTo("/capture")).toHaveLength(0);
    expect(await calls.isPremium(thief)).toBe(0);
  });

  it("grants once when the webhook overtakes the capture's answer", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await approvedOrder(buyer);
    const outcomes: string[] = [];
    paypal.switches.beforeCaptureAnswer = async (id, capture) => {
      const delivery = paypal.captureCompletedWebhook({
        orderId: id,
        captureId: capture.id,
        amount: capture.amount,
      });
      outcomes.push((await calls.webhook(WEBHOOK, delivery)).json().status);
    };
    const response = await calls.paypalOrder(buyer, orderId);
    expect(response.json()).toEqual({ detail: "Payment verified.", is_premium: 1 });
    expect(outcomes).toEqual(["granted"]);
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
  });

  it("reads back a capture whose answer was lost", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = await approvedOrder(buyer);
    paypal.switches.beforeCaptureAnswer = async () => {
      throw new Error("connection lost after capturing");
    };
    const lost = await calls.paypalOrder(buyer, orderId);
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toEqual({ detail: paymentMessages.paymentFailed });
    paypal.switches.beforeCaptureAnswer = undefined;
    const retried = await calls.paypalOrder(buyer, orderId);
    expect(retried.statusCode).toBe(200);
    expect(await calls.isPremium(buyer)).toBe(1);
  });

  it("renews a token PayPal stopped accepting", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    expect((await calls.order(buyer, dollars)).statusCode).toBe(201);
    paypal.tokens.clear();
    expect((await calls.order(buyer, dollars)).statusCode).toBe(201);
    expect(requestsTo("/v1/oauth2/token")).toHaveLength(2);
  });

  it("verifies webhooks with PayPal, recognises a redelivery, refuses a bad signature", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = (await calls.order(buyer, dollars)).json().order_id;
    const input = { orderId, captureId: "3C679366HH908993F", amount: fiveDollars };

    const tampered = paypal.captureCompletedWebhook(input, { tamper: true });
    const refused = await calls.webhook(WEBHOOK, tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: "Webhook signature verification failed." });
    const genuine = paypal.captureCompletedWebhook(input);
    const { "paypal-transmission-sig": _dropped, ...unsigned } = genuine.headers;
    expect((await calls.webhook(WEBHOOK, { ...genuine, headers: unsigned })).statusCode).toBe(400);
    expect(await calls.isPremium(buyer)).toBe(0);

    expect((await calls.webhook(WEBHOOK, genuine)).json()).toEqual({ status: "granted" });
    expect((await calls.webhook(WEBHOOK, genuine)).json()).toEqual({ status: "duplicate" });
    const verify = requestsTo("/v1/notifications/verify-webhook-signature");
    expect(JSON.parse(verify.at(-1)?.rawBody ?? "{}").webhook_id).toBe(PAYPAL_WEBHOOK_ID);
    expect(await calls.isPremium(buyer)).toBe(1);
    expect(await calls.paidOrders(buyer.userId)).toHaveLength(1);
  });

  it("refuses a webhook capture of the wrong amount and ignores other events", async () => {
    await start();
    const buyer = await signUpBuyer(ctx);
    const orderId = (await calls.order(buyer, dollars)).json().order_id;
    const approved = paypal.signedDelivery({
      id: "WH-APPROVED000001",
      event_type: "CHECKOUT.ORDER.APPROVED",
      resource: { id: orderId, status: "APPROVED" },
    });
    expect((await calls.webhook(WEBHOOK, approved)).json()).toEqual({ status: "ignored" });
    const cheap = paypal.captureCompletedWebhook({
      orderId,
      captureId: "CHEAPCAPTURE00001",
      amount: { currency_code: "USD", value: "1.00" },
    });
    expect((await calls.webhook(WEBHOOK, cheap)).json()).toEqual({ status: "refused" });
    expect(await calls.isPremium(buyer)).toBe(0);
    expect((await orderRow(orderId)).status).toBe("failed");
  });
});
