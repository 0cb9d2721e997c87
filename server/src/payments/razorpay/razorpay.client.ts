import { z } from "zod";
import { basicAuth, callGateway, describeFailure, GatewayError } from "../gateway-http.js";
import type { RazorpaySettings } from "../payment-settings.js";

const GATEWAY = "razorpay";

// Only the fields Bindery reads; Razorpay sends more.
const orderAnswerSchema = z.object({
  id: z.string().min(1),
  amount: z.number(),
  currency: z.string(),
});

export interface RazorpayOrderInput {
  /** Minor units (paise). */
  amount: number;
  currency: string;
  /** Bindery's own order row id; Razorpay allows 40 characters, a UUID is 36. */
  receipt: string;
  notes: Record<string, string>;
}

/** Razorpay's Orders API over plain REST, authenticated with the key id and secret. */
export function createRazorpayClient(settings: RazorpaySettings) {
  const authorization = basicAuth(settings.keyId, settings.keySecret);

  return {
    /** POST /v1/orders; answers Razorpay's order id, which checkout is opened with. */
    async createOrder(input: RazorpayOrderInput): Promise<{ id: string }> {
      const answer = await callGateway(GATEWAY, {
        method: "POST",
        url: `${settings.apiUrl}/v1/orders`,
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(input),
      });
      if (answer.status !== 200) {
        throw new GatewayError(GATEWAY, `order refused: ${describeFailure(answer)}`, answer.status);
      }
      const order = orderAnswerSchema.safeParse(answer.body);
      if (!order.success) throw new GatewayError(GATEWAY, "order answer without an order id");
      // An order for another amount than asked would charge the wrong price; refuse it.
      if (order.data.amount !== input.amount || order.data.currency !== input.currency) {
        throw new GatewayError(GATEWAY, "order answer with another amount or currency");
      }
      return { id: order.data.id };
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
