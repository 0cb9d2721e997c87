import type { FastifyInstance } from "fastify";
import type { Deps } from "../../feature-deps.js";

/** What these helpers need of a started test app (test-support's TestContext has it). */
interface Started {
  app: Pick<FastifyInstance, "inject">;
  deps: Deps;
}

export interface Buyer {
  userId: string;
  access: string;
}

let counter = 0;

/** Signs a new user up through the API and answers their id and access token. */
export async function signUpBuyer(ctx: Started, name = "buyer"): Promise<Buyer> {
  counter += 1;
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/users/signup/",
    payload: {
      first_name: "Test",
      last_name: "Buyer",
      email: `${name}-${counter}@example.com`,
      password: "correct horse battery",
    },
    remoteAddress: `10.9.${counter % 250}.1`,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const body = response.json() as { user_id: string; access: string };
  return { userId: body.user_id, access: body.access };
}

/** Small wrappers over app.inject for the payment calls, as the web client makes them. */
export function paymentCalls(ctx: Started) {
  const post = (url: string, buyer: Buyer | null, payload: object) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload,
      headers: buyer ? { authorization: `Bearer ${buyer.access}` } : {},
    });
  return {
    post,
    order: (buyer: Buyer, overrides: Record<string, unknown> = {}) =>
      post("/api/v1/users/order/", buyer, {
        user_id: buyer.userId,
        payment_type: "subscription",
        ...overrides,
      }),
    razorpayOrder: (buyer: Buyer, payload: object) =>
      post("/api/v1/users/razorpay_order/", buyer, payload),
    paypalOrder: (buyer: Buyer, orderId: string, userId = buyer.userId) =>
      post("/api/v1/users/paypal_order/", buyer, { order_id: orderId, user_id: userId }),
    testPay: (buyer: Buyer, orderId: string, outcome?: "paid" | "declined") =>
      post("/api/v1/payments/test/pay/", buyer, { order_id: orderId, outcome }),
    webhook: (path: string, delivery: { body: string; headers: Record<string, string> }) =>
      ctx.app.inject({
        method: "POST",
        url: path,
        payload: delivery.body,
        headers: delivery.headers,
      }),
    async isPremium(buyer: Buyer): Promise<number> {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/users/profile/",
        headers: { authorization: `Bearer ${buyer.access}` },
      });
      return (response.json() as { is_premium: number }).is_premium;
    },
    /** Orders in the database, to check that premium came from exactly one paid order. */
    paidOrders: (userId: string) =>
      ctx.deps.db
        .selectFrom("orders")
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "=", "paid")
        .execute(),
  };
}
