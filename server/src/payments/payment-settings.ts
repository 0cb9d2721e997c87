import { type Config, testGatewayInEffect } from "../config.js";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  apiUrl: string;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
  apiUrl: string;
}

/** Which gateways this server can use; null means "not configured". */
export interface PaymentSettings {
  razorpay: RazorpaySettings | null;
  paypal: PaypalSettings | null;
  /** The local test gateway: never in production, on by default when no keys are set. */
  testGateway: boolean;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export function paymentSettingsFrom(config: Config): PaymentSettings {
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? {
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
          apiUrl: withoutTrailingSlash(config.RAZORPAY_API_URL),
        }
      : null;
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? {
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
          apiUrl: withoutTrailingSlash(config.PAYPAL_API_URL),
        }
      : null;
  // Production refuses the test gateway whatever the mode says (config.ts already stops
  // PAYMENTS_TEST_MODE=on there; this keeps "auto" from turning it on).
  return { razorpay, paypal, testGateway: testGatewayInEffect(config, config.isProduction) };
}
