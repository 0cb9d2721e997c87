import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { paymentSettingsFrom } from "./payment-settings.js";

/** What production requires besides NODE_ENV. */
const required = {
  JWT_SECRET: "j".repeat(40),
  FILE_URL_SECRET: "f".repeat(40),
  PUBLIC_URL: "https://books.example.com",
};
const settingsFor = (env: Record<string, string>) => paymentSettingsFrom(loadConfig(env));

describe("payment settings", () => {
  it("turns the test gateway on when no gateway is configured", () => {
    const settings = settingsFor({ NODE_ENV: "development" });
    expect(settings).toMatchObject({ razorpay: null, paypal: null, testGateway: true });
  });

  it("turns it off once a gateway has keys, unless asked for", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s" };
    expect(settingsFor(keys).testGateway).toBe(false);
    expect(settingsFor({ ...keys, PAYMENTS_TEST_MODE: "on" }).testGateway).toBe(true);
    expect(settingsFor({ PAYMENTS_TEST_MODE: "off" }).testGateway).toBe(false);
  });

  it("never turns it on in production", () => {
    expect(settingsFor({ NODE_ENV: "production", ...required }).testGateway).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: "production", ...required, PAYMENTS_TEST_MODE: "on" }),
    ).toThrow(ConfigError);
  });

  it("refuses half a key pair, and plain HTTP gateways in production", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: "s" })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", ...required, RAZORPAY_API_URL: "http://127.0.0.1:1" }),
    ).toThrow(/https/);
  });

  it("treats empty variables as unset and picks PayPal's API by environment", () => {
    expect(settingsFor({ RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "" }).razorpay).toBeNull();
    const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };
    expect(settingsFor(paypal).paypal?.apiUrl).toBe("https://api-m.sandbox.paypal.com");
    expect(settingsFor({ NODE_ENV: "production", ...required, ...paypal }).paypal?.apiUrl).toBe(
      "https://api-m.paypal.com",
    );
  });
});
