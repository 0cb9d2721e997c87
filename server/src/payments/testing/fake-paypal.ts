import { createHmac } from "node:crypto";
import { crc32 } from "node:zlib";
import {
  type FakeAnswer,
  type FakeRequest,
  parseJsonBody,
  randomId,
  startFakeServer,
} from "./fake-http.js";

export const PAYPAL_CLIENT_ID = "fake-paypal-client-id";
export const PAYPAL_CLIENT_SECRET = "fake-paypal-client-secret";
export const PAYPAL_WEBHOOK_ID = "1JE4291016473214C";

interface Money {
  currency_code: string;
  value: string;
}

interface Capture {
  id: string;
  status: string;
  amount: Money;
  final_capture: boolean;
  create_time: string;
}

interface PaypalOrder {
  id: string;
  intent: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  amount: Money;
  customId: string | undefined;
  capture: Capture | null;
}

/** Switches that make the fake misbehave the ways PayPal can. */
export interface PaypalSwitches {
  /** Answer order creation without an `id`. */
  omitOrderId?: boolean;
  /** The capture's status, e.g. PENDING (held for review) instead of COMPLETED. */
  captureStatus?: string;
  /** The capture's amount, when it should differ from the order's. */
  captureAmount?: Money;
  /** Refuse captures with this issue (422), e.g. INSTRUMENT_DECLINED. */
  captureIssue?: string;
  /** Runs after a capture is made and before its answer leaves: a webhook can overtake it. */
  beforeCaptureAnswer?: (orderId: string, capture: Capture) => Promise<void>;
}

const SIGNING_KEY = "fake-paypal-transmission-signing-key";

const failure = (status: number, name: string, issue?: string): FakeAnswer => ({
  status,
  body: {
    name,
    message: `${name} (fake)`,
    debug_id: randomId(13).toLowerCase(),
    ...(issue ? { details: [{ issue, description: `${issue} (fake)` }] } : {}),
    links: [],
  },
});

/** Stands in for PayPal's RSA transmission signature: bound to id, time, webhook id and body CRC. */
const transmissionSignature = (id: string, time: string, webhookId: string, event: string) =>
  createHmac("sha256", SIGNING_KEY)
    .update(`${id}|${time}|${webhookId}|${crc32(event)}`)
    .digest("base64");

/**
 * PayPal's REST API as it answers on the wire: OAuth2 client credentials, Orders v2
 * (create, get, capture, with PayPal-Request-Id idempotency) and webhook verification.
 */
export async function startFakePaypal() {
  const orders = new Map<string, PaypalOrder>();
  const tokens = new Set<string>();
  const ordersByRequestId = new Map<string, string>();
  const switches: PaypalSwitches = {};
  const expectedBasic = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString("base64")}`;

  const representation = (order: PaypalOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [
      {
        reference_id: "premium",
        amount: order.amount,
        custom_id: order.customId,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    links: [
      { href: `https://fake.paypal/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
    ],
  });

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.rawBody);
    if (request.headers.authorization !== expectedBasic) {
      return {
        status: 401,
        body: { error: "invalid_client", error_description: "Client Authentication failed" },
      };
    }
    if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return { status: 415, body: { error: "unsupported_media_type" } };
    }
    if (form.get("grant_type") !== "client_credentials") {
      return {
        status: 400,
        body: { error: "unsupported_grant_type", error_description: "Grant type is not supported" },
      };
    }
    const accessToken = `A21AA${randomId(40)}`;
    tokens.add(accessToken);
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: accessToken,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomId(20)}`,
      },
    };
  }

  function createOrder(request: FakeRequest): FakeAnswer {
    const requestId = request.headers["paypal-request-id"];
    if (typeof requestId === "string" && ordersByRequestId.has(requestId)) {
      const known = orders.get(ordersByRequestId.get(requestId) as string) as PaypalOrder;
      return { status: 200, body: representation(known) };
    }
    const body = parseJsonBody(request);
    const unit = (
      body?.purchase_units as { amount?: Money; custom_id?: string }[] | undefined
    )?.[0];
    if (body?.intent !== "CAPTURE" || !unit?.amount) {
      return failure(400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
    }
    if (!/^\d+(\.\d{2})?$/.test(unit.amount.value)) {
      return failure(422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION");
    }
    const order: PaypalOrder = {
      id: randomId(17).toUpperCase(),
      intent: "CAPTURE",
      status: "CREATED",
      amount: unit.amount,
      customId: unit.custom_id,
      capture: null,
    };
    orders.set(order.id, order);
    if (typeof requestId === "string") ordersByRequestId.set(requestId, order.id);
    if (switches.omitOrderId) return { status: 201, body: { status: "CREATED", links: [] } };
    return {
      status: 201,
      body: {
        id: order.id,
        status: order.status,
        links: [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
            rel: "approve",
            method: "GET",
          },
        ],
      },
    };
  }

  async function capture(orderId: string): Promise<FakeAnswer> {
    const order = orders.get(orderId);
    if (!order) return failure(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    if (order.status === "COMPLETED")
      return failure(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED")
      return failure(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    if (switches.captureIssue) return failure(422, "UNPROCESSABLE_ENTITY", switches.captureIssue);
    const made: Capture = {
      id: randomId(17).toUpperCase(),
      status: switches.captureStatus ?? "COMPLETED",
      amount: switches.captureAmount ?? order.amount,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    order.status = "COMPLETED";
    order.capture = made;
    await switches.beforeCaptureAnswer?.(order.id, made);
    return { status: 201, body: representation(order) };
  }

  function verifyWebhook(request: FakeRequest): FakeAnswer {
    const body = parseJsonBody(request);
    const required = [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
      "webhook_event",
    ];
    if (!body || required.some((field) => body[field] === undefined)) {
      return failure(400, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER");
    }
    const event = JSON.stringify(body.webhook_event);
    const expected = transmissionSignature(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      event,
    );
    const ok = body.webhook_id === PAYPAL_WEBHOOK_ID && body.transmission_sig === expected;
    return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  }

  const server = await startFakeServer(async (request) => {
    if (request.method === "POST" && request.path === "/v1/oauth2/token") return token(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) return failure(401, "AUTHENTICATION_FAILURE");
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path);
    if (request.method === "POST" && request.path === "/v2/checkout/orders")
      return createOrder(request);
    if (request.method === "POST" && orderPath?.[2])
      return capture(decodeURIComponent(orderPath[1] ?? ""));
    if (request.method === "GET" && orderPath && !orderPath[2]) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ""));
      return order
        ? { status: 200, body: representation(order) }
        : failure(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }
    if (
      request.method === "POST" &&
      request.path === "/v1/notifications/verify-webhook-signature"
    ) {
      return verifyWebhook(request);
    }
    return failure(404, "NOT_FOUND");
  });

  /**
   * An event body with the transmission headers PayPal sends. Tampered: the body is
   * changed after signing, so PayPal's verification answers FAILURE.
   */
  function signedDelivery(event: Record<string, unknown>, tamper = false) {
    const signed = JSON.stringify(event);
    const id = randomId(8).toLowerCase();
    const time = new Date().toISOString();
    const signature = transmissionSignature(id, time, PAYPAL_WEBHOOK_ID, signed);
    return {
      body: tamper
        ? JSON.stringify({ ...event, summary: `${String(event.summary)} (changed)` })
        : signed,
      headers: {
        "content-type": "application/json",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake",
        "paypal-transmission-id": id,
        "paypal-transmission-sig": signature,
        "paypal-transmission-time": time,
      },
    };
  }

  return {
    ...server,
    orders,
    switches,
    tokens,
    signedDelivery,
    /** The buyer approves the order in PayPal's window. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no fake PayPal order ${orderId}`);
      order.status = "APPROVED";
    },
    /** A PAYMENT.CAPTURE.COMPLETED delivery for a capture, with PayPal's transmission headers. */
    captureCompletedWebhook(
      input: { orderId: string; captureId: string; amount: Money; status?: string },
      options: { tamper?: boolean; eventId?: string } = {},
    ) {
      const event = {
        id: options.eventId ?? `WH-${randomId(17).toUpperCase()}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: "capture",
        resource_version: "2.0",
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        summary: `Payment completed for ${input.amount.value} ${input.amount.currency_code}`,
        resource: {
          id: input.captureId,
          status: input.status ?? "COMPLETED",
          amount: input.amount,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: input.orderId } },
        },
        links: [],
      };
      return signedDelivery(event, options.tamper);
    },
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
