import { z } from "zod";
import type { Clock } from "../../lib/clock.js";
import { callGateway, describeFailure, type GatewayAnswer, GatewayError } from "../gateway-http.js";
import type { PaypalSettings } from "../payment-settings.js";
import { createPaypalTokens } from "./paypal-auth.js";

const GATEWAY = "paypal";

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({ id: z.string().min(1), status: z.string(), amount: moneySchema });
export type PaypalCapture = z.infer<typeof captureSchema>;

// Orders v2 answers to capture and to GET: only the fields Bindery reads.
const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});

export interface PaypalOrderState {
  id: string;
  /** CREATED, APPROVED, COMPLETED, … */
  status: string;
  /** The order's capture, once there is one. Bindery's orders have one unit and one capture. */
  capture: PaypalCapture | null;
}

export type CaptureOutcome =
  | { kind: "order"; order: PaypalOrderState }
  /** PayPal refused the capture: declined card, order not approved, unknown order… */
  | { kind: "refused"; issue: string };

/** The five transmission headers PayPal signs a webhook delivery with. */
export interface PaypalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

const issueOf = (answer: GatewayAnswer): string => {
  const body = answer.body as { details?: { issue?: unknown }[]; name?: unknown } | null;
  const issue = body?.details?.[0]?.issue ?? body?.name;
  return typeof issue === "string" ? issue : `HTTP_${answer.status}`;
};

function toOrderState(body: unknown): PaypalOrderState {
  const parsed = orderSchema.safeParse(body);
  if (!parsed.success) throw new GatewayError(GATEWAY, "order answer without an order id");
  const capture = parsed.data.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
  return { id: parsed.data.id, status: parsed.data.status, capture };
}

/** PayPal Orders v2 and webhook verification over plain REST, with an OAuth2 token. */
export function createPaypalClient(settings: PaypalSettings, clock: Clock) {
  const tokens = createPaypalTokens(settings, clock);

  /** A call with the bearer token; a 401 means the token died early, so renew it once. */
  async function authorized(
    method: "GET" | "POST",
    path: string,
    body: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<GatewayAnswer> {
    const send = async () =>
      callGateway(GATEWAY, {
        method,
        url: `${settings.apiUrl}${path}`,
        headers: {
          authorization: `Bearer ${await tokens.token()}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body,
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    tokens.invalidate();
    return send();
  }

  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

  async function getOrder(orderId: string): Promise<PaypalOrderState> {
    const answer = await authorized("GET", orderPath(orderId), undefined);
    if (answer.status !== 200) {
      throw new GatewayError(GATEWAY, `order lookup failed: ${describeFailure(answer)}`);
    }
    return toOrderState(answer.body);
  }

  return {
    /**
     * POST /v2/checkout/orders with intent CAPTURE. `requestId` goes in PayPal-Request-Id,
     * so a retried call cannot create a second order.
     */
    async createOrder(input: {
      value: string;
      currency: string;
      requestId: string;
      customId: string;
    }): Promise<{ id: string }> {
      const answer = await authorized(
        "POST",
        "/v2/checkout/orders",
        JSON.stringify({
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: "premium",
              custom_id: input.customId,
              description: "Bindery Premium (lifetime)",
              amount: { currency_code: input.currency, value: input.value },
            },
          ],
        }),
        { "paypal-request-id": input.requestId },
      );
      if (answer.status !== 200 && answer.status !== 201) {
        throw new GatewayError(GATEWAY, `order refused: ${describeFailure(answer)}`, answer.status);
      }
      return { id: toOrderState(answer.body).id };
    },

    getOrder,

    /**
     * POST /v2/checkout/orders/{id}/capture. A capture PayPal already made (a retry after a
     * lost answer, or a second tab) is read back instead of being reported as a failure.
     */
    async captureOrder(orderId: string, requestId: string): Promise<CaptureOutcome> {
      const answer = await authorized("POST", `${orderPath(orderId)}/capture`, "{}", {
        "paypal-request-id": requestId,
        prefer: "return=representation",
      });
      if (answer.status === 200 || answer.status === 201) {
        return { kind: "order", order: toOrderState(answer.body) };
      }
      const issue = issueOf(answer);
      if (answer.status === 422 && issue === "ORDER_ALREADY_CAPTURED") {
        return { kind: "order", order: await getOrder(orderId) };
      }
      if (answer.status === 404 || answer.status === 422 || answer.status === 400) {
        return { kind: "refused", issue };
      }
      throw new GatewayError(GATEWAY, `capture failed: ${describeFailure(answer)}`, answer.status);
    },

    /**
     * POST /v1/notifications/verify-webhook-signature. The event is passed as the exact bytes
     * PayPal sent: re-serialising parsed JSON can change it and fail the check.
     */
    async verifyWebhookSignature(
      webhookId: string,
      transmission: PaypalTransmission,
      rawEvent: string,
    ): Promise<boolean> {
      const fields = JSON.stringify({
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: webhookId,
      });
      // Splice the raw event in as the last member: `{…fields…,"webhook_event":<raw>}`.
      const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const answer = await authorized("POST", "/v1/notifications/verify-webhook-signature", body);
      if (answer.status !== 200) {
        throw new GatewayError(GATEWAY, `webhook verification failed: ${describeFailure(answer)}`);
      }
      const status = (answer.body as { verification_status?: unknown } | null)?.verification_status;
      return status === "SUCCESS";
    },
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
