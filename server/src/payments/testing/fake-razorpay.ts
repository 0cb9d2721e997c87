import { createHmac } from "node:crypto";
import {
  type FakeAnswer,
  type FakeRequest,
  parseJsonBody,
  randomId,
  startFakeServer,
} from "./fake-http.js";

export const RAZORPAY_KEY_ID = "rzp_test_FakeKey0001";
export const RAZORPAY_KEY_SECRET = "fake-razorpay-key-secret";
export const RAZORPAY_WEBHOOK_SECRET = "fake-razorpay-webhook-secret";

export interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  created_at: number;
}

/** Switches that make the fake misbehave the ways a real gateway can. */
export interface RazorpaySwitches {
  /** Answer the order without its `id`. */
  omitOrderId?: boolean;
  /** Answer every order request with this status and a Razorpay error body. */
  failStatus?: number;
}

const error = (status: number, description: string, field?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code:
        status === 401 ? "BAD_REQUEST_ERROR" : status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
      description,
      source: "NA",
      step: "NA",
      reason: "NA",
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});

const hmac = (secret: string, data: string) =>
  createHmac("sha256", secret).update(data).digest("hex");

/**
 * Razorpay's Orders API as it answers on the wire (POST /v1/orders with basic auth), plus
 * what checkout and the webhook sender would do, so tests can play the buyer and Razorpay.
 */
export async function startFakeRazorpay() {
  const orders = new Map<string, RazorpayOrder>();
  const switches: RazorpaySwitches = {};
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString("base64")}`;

  function createOrder(request: FakeRequest): FakeAnswer {
    if (request.headers.authorization !== expectedAuth) return error(401, "Authentication failed");
    if (switches.failStatus) return error(switches.failStatus, "The fake was told to fail.");
    const body = parseJsonBody(request);
    if (!body) return error(400, "The request body is not valid JSON.");
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      return error(400, "The amount must be atleast INR 1.00", "amount");
    }
    if (typeof currency !== "string" || currency.length !== 3) {
      return error(400, "The currency field is invalid.", "currency");
    }
    if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
      return error(400, "The receipt may not be greater than 40 characters.", "receipt");
    }
    const order: RazorpayOrder = {
      id: `order_${randomId(14)}`,
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === "string" ? receipt : null,
      status: "created",
      notes: (notes as Record<string, string>) ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.set(order.id, order);
    if (switches.omitOrderId) {
      const { id: _omitted, ...withoutId } = order;
      return { status: 200, body: withoutId };
    }
    return { status: 200, body: order };
  }

  const server = await startFakeServer((request) => {
    if (request.method === "POST" && request.path === "/v1/orders") return createOrder(request);
    return error(404, "The requested URL was not found on the server.");
  });

  return {
    ...server,
    orders,
    switches,
    /** What checkout hands the page after a successful payment of `orderId`. */
    pay(orderId: string, paymentId = `pay_${randomId(14)}`) {
      const order = orders.get(orderId);
      if (order) Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`),
      };
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body and its signed headers. */
    webhook(
      event: "order.paid" | "payment.captured" | "payment.failed",
      input: { orderId: string; paymentId: string; amount?: number; currency?: string },
      secret = RAZORPAY_WEBHOOK_SECRET,
    ) {
      const order = orders.get(input.orderId);
      const amount = input.amount ?? order?.amount ?? 0;
      const currency = input.currency ?? order?.currency ?? "INR";
      const payment = {
        entity: {
          id: input.paymentId,
          entity: "payment",
          amount,
          currency,
          status: event === "payment.failed" ? "failed" : "captured",
          order_id: input.orderId,
          method: "upi",
          captured: event !== "payment.failed",
          created_at: Math.floor(Date.now() / 1000),
        },
      };
      const payload =
        event === "order.paid"
          ? { payment, order: { entity: { ...order, id: input.orderId, status: "paid" } } }
          : { payment };
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_FakeAccount01",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmac(secret, body),
          "x-razorpay-event-id": randomId(14),
        },
      };
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
