import {
  authMessages,
  type OrderResponse,
  type PaymentGateway,
  type Price,
  paymentMessages,
} from "@bindery/contract";
import type { Repos, Transaction } from "../../feature-deps.js";
import type { Clock } from "../../lib/clock.js";
import { forbidden, HttpError } from "../../lib/http-errors.js";
import { newId } from "../../lib/ids.js";
import { GatewayError } from "../gateway-http.js";
import { isGatewayEnabled, type PaymentGateways, publicIdsOf } from "../payment-gateways.js";
import type { PaymentLog } from "../payment-log.js";
import { minorToDecimal } from "../prices/money.js";
import { priceForOrder } from "../prices/prices.js";

export interface OrderInput {
  user_id: string;
  payment_gateway: PaymentGateway;
  amount: number;
  currency: string;
}

/** `POST /users/order/`: checks the price and the buyer, opens the order at the gateway, keeps it. */
export function createOrdersService(deps: {
  repos: Pick<Repos, "orders" | "users" | "paymentEvents">;
  transaction: Transaction;
  gateways: PaymentGateways;
  clock: Clock;
}) {
  const { gateways, clock } = deps;
  const orders = deps.repos.orders;
  const users = deps.repos.users;

  /** The test gateway off is a refusal; a real gateway without keys is a server not set up. */
  function assertEnabled(gateway: PaymentGateway): void {
    if (isGatewayEnabled(gateways, gateway)) return;
    if (gateway === "test") throw new HttpError(400, paymentMessages.testGatewayOff);
    throw new HttpError(503, paymentMessages.notConfigured);
  }

  /** Creates the order at the gateway; answers the gateway's order id. */
  async function openAtGateway(
    gateway: PaymentGateway,
    price: Price,
    rowId: string,
    userId: string,
  ) {
    if (gateway === "test" && gateways.test) return gateways.test.newOrderId();
    if (gateway === "razorpay" && gateways.razorpay) {
      const order = await gateways.razorpay.createOrder({
        amount: price.amount,
        currency: price.currency,
        // Razorpay allows 40 characters; a UUID is 36.
        receipt: rowId,
        notes: { bindery_order: rowId, user_id: userId, product: "premium-lifetime" },
      });
      return order.id;
    }
    if (gateway === "paypal" && gateways.paypal) {
      const order = await gateways.paypal.createOrder({
        value: minorToDecimal(price.amount),
        currency: price.currency,
        requestId: rowId,
        customId: rowId,
      });
      return order.id;
    }
    throw new HttpError(503, paymentMessages.notConfigured);
  }

  return {
    async createOrder(
      callerId: string,
      input: OrderInput,
      log: PaymentLog,
    ): Promise<OrderResponse> {
      if (input.user_id !== callerId) throw forbidden(paymentMessages.notYourAccount);
      const gateway = input.payment_gateway;
      assertEnabled(gateway);
      const price = priceForOrder(gateway, input.amount, input.currency);
      const user = await users.findById(callerId);
      if (!user) throw new HttpError(401, authMessages.notAuthenticated);
      if (user.is_premium === 1) throw new HttpError(409, paymentMessages.alreadyPremium);

      const rowId = newId();
      let orderId: string;
      try {
        orderId = await openAtGateway(gateway, price, rowId, callerId);
      } catch (error) {
        // The page shows the spec's message; the gateway's reason goes to the log.
        if (!(error instanceof GatewayError)) throw error;
        log.error({ err: error, gateway }, "payment order could not be created");
        throw new HttpError(502, paymentMessages.initiateFailed);
      }
      await orders.insert({
        id: rowId,
        user_id: callerId,
        payment_gateway: gateway,
        payment_type: "subscription",
        amount: price.amount,
        currency: price.currency,
        order_id: orderId,
        status: "created",
        payment_id: null,
        created_at: clock(),
        paid_at: null,
      });
      return {
        order_id: orderId,
        amount: price.amount,
        currency: price.currency,
        gateway,
        test_mode: gateway === "test",
        ...publicIdsOf(gateways, gateway),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
