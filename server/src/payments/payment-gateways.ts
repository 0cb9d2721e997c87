import type { PaymentGateway } from "@bindery/contract";
import type { Config } from "../config.js";
import type { Clock } from "../lib/clock.js";
import { type PaymentSettings, paymentSettingsFrom } from "./payment-settings.js";
import { createPaypalClient, type PaypalClient } from "./paypal/paypal.client.js";
import { createRazorpayClient, type RazorpayClient } from "./razorpay/razorpay.client.js";
import { createTestGateway, type TestGateway } from "./test-gateway.js";

/** The gateways this server talks to, each null when not configured. */
export interface PaymentGateways {
  settings: PaymentSettings;
  razorpay: RazorpayClient | null;
  paypal: PaypalClient | null;
  test: TestGateway | null;
}

export function createPaymentGateways(config: Config, clock: Clock): PaymentGateways {
  const settings = paymentSettingsFrom(config);
  return {
    settings,
    razorpay: settings.razorpay ? createRazorpayClient(settings.razorpay) : null,
    paypal: settings.paypal ? createPaypalClient(settings.paypal, clock) : null,
    test: settings.testGateway ? createTestGateway(config.JWT_SECRET) : null,
  };
}

export const isGatewayEnabled = (gateways: PaymentGateways, gateway: PaymentGateway): boolean =>
  gateways[gateway] !== null;

/**
 * The public identifiers a page needs to open a gateway's checkout: Razorpay's key id,
 * PayPal's client id (the JS SDK's `client-id`). Never a secret.
 */
export function publicIdsOf(gateways: PaymentGateways, gateway: PaymentGateway) {
  const { razorpay, paypal } = gateways.settings;
  return {
    key_id: gateway === "razorpay" ? (razorpay?.keyId ?? null) : null,
    client_id: gateway === "paypal" ? (paypal?.clientId ?? null) : null,
  };
}
