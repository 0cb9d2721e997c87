import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
// The same local stand-ins for Razorpay's and PayPal's REST APIs as the server's tests.
import { type FakeServer, startFakeServer } from "../../server/src/payments/testing/fake-http.js";
import {
  type FakePaypal,
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  startFakePaypal,
} from "../../server/src/payments/testing/fake-paypal.js";
import {
  type FakeRazorpay,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  startFakeRazorpay,
} from "../../server/src/payments/testing/fake-razorpay.js";
import { signIn, signUpAccount } from "../support/accounts.js";
import { RAZORPAY_SCRIPT, stubPaypalSdk, stubRazorpayCheckout } from "../support/checkout-stubs.js";
import { useBrowserHarness } from "../support/harness.js";
import { readStorage } from "../support/session.js";

let razorpay: FakeRazorpay | undefined;
let paypal: FakePaypal | undefined;
let geolocation: FakeServer | undefined;
// Documentation addresses (RFC 5737), placed by the stand-in geolocation service.
const COUNTRIES: Record<string, string> = { "203.0.113.9": "IN", "198.51.100.20": "US" };

const harness = useBrowserHarness({
  serverEnv: async () => {
    razorpay = await startFakeRazorpay();
    paypal = await startFakePaypal();
    // Speaks country.is: GET /<address> → {"ip": …, "country": …}.
    geolocation = await startFakeServer(({ path }) => {
      const ip = decodeURIComponent(path.slice(1));
      const country = COUNTRIES[ip];
      return country ? { status: 200, body: { ip, country } } : { status: 404, body: {} };
    });
    return {
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET,
      PAYPAL_API_URL: paypal.url,
      GEOLOCATION_URL: `${geolocation.url}/{ip}`,
      // The browser's address comes from X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: "1",
    };
  },
});
afterAll(async () => {
  await Promise.all([razorpay?.close(), paypal?.close(), geolocation?.close()]);
});
/** Back to fakes that behave. */
function resetSwitches() {
  for (const switches of [razorpay?.switches, paypal?.switches]) {
    for (const key of Object.keys(switches ?? {}))
      delete (switches as Record<string, unknown>)[key];
  }
}
afterEach(resetSwitches);

const MESSAGES = {
  initiate: "Something went wrong while initiating payment.",
  verify: "Payment succeeded but verification failed. Please contact support.",
  /** A payment the gateway refused: the buyer can simply try again. */
  declined: "Your payment was declined.",
};

/** A signed-in buyer's pricing page, from an address in the given country. */
async function pricingPage(from: "IN" | "US", options: BrowserContextOptions = {}) {
  const address = Object.keys(COUNTRIES).find((ip) => COUNTRIES[ip] === from) ?? "";
  const { page } = await harness.newPageInContext({
    // The language says the opposite, so only geolocation can get the price right.
    locale: from === "IN" ? "en-US" : "hi-IN",
    extraHTTPHeaders: { "x-forwarded-for": address },
    ...options,
  });
  await signIn(page, await signUpAccount(harness.baseUrl));
  return page;
}

async function expectPremiumAtHome(page: Page) {
  await page.getByText("Payment successful. Welcome to Premium!").waitFor();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  expect((await readStorage(page)).is_premium).toBe("1");
}

describe("paying through Razorpay's checkout (India)", () => {
  it("prices by geolocation, opens checkout for the server's order and grants premium", async () => {
    const page = await pricingPage("IN");
    const scripts = await stubRazorpayCheckout(page.context(), RAZORPAY_KEY_SECRET);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Pay ₹149 with Razorpay" }).click();
    await page.getByRole("dialog", { name: "Razorpay Checkout" }).waitFor();
    expect(scripts[0]).toBe(RAZORPAY_SCRIPT);
    const options = await page.evaluate(() => {
      const stub = window as unknown as { __razorpayOptions: Record<string, unknown> };
      const { key, amount, currency, order_id } = stub.__razorpayOptions;
      return { key, amount, currency, order_id };
    });
    expect(options).toMatchObject({ key: RAZORPAY_KEY_ID, amount: 14900, currency: "INR" });
    expect(razorpay?.orders.get(String(options.order_id))?.amount).toBe(14900);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expectPremiumAtHome(page);
  });

  it("says a refused payment was declined, and a failed verification or start in the spec's words", async () => {
    const page = await pricingPage("IN");
    await stubRazorpayCheckout(page.context(), RAZORPAY_KEY_SECRET);
    await page.goto("/pricing");
    const pay = page.getByRole("button", { name: "Pay ₹149 with Razorpay" });
    const alert = page.getByRole("alert");

    await pay.click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await alert.count()).toBe(0);

    await pay.click();
    await page.getByRole("button", { name: "Fail" }).click();
    await alert.getByText(MESSAGES.declined).waitFor();

    if (razorpay) razorpay.switches.omitOrderId = true;
    await pay.click();
    await alert.getByText(MESSAGES.initiate).waitFor();
    if (razorpay) razorpay.switches.failStatus = 500;
    await pay.click();
    await alert.getByText(MESSAGES.initiate).waitFor();
    expect((await readStorage(page)).is_premium).toBe("0");

    // A checkout whose signature the server cannot match: paid, but not verified.
    const forged = await pricingPage("IN");
    await stubRazorpayCheckout(forged.context(), "not-the-key-secret");
    resetSwitches();
    await forged.goto("/pricing");
    await forged.getByRole("button", { name: "Pay ₹149 with Razorpay" }).click();
    await forged.getByRole("button", { name: "Pay", exact: true }).click();
    await forged.getByRole("alert").getByText(MESSAGES.verify).waitFor();
    expect((await readStorage(forged)).is_premium).toBe("0");
  });
});

describe("paying through PayPal's buttons (everywhere else)", () => {
  /** The buyer approves each order in (the stand-in for) PayPal's window. */
  async function approvingBuyer(page: Page) {
    await page.exposeFunction("__paypalBuyer", (orderId: string) => {
      paypal?.approve(orderId);
      return "approve";
    });
  }

  it("loads the SDK for dollars, captures the approved order and grants premium", async () => {
    const page = await pricingPage("US");
    const sdk = await stubPaypalSdk(page.context());
    await approvingBuyer(page);
    await page.goto("/pricing");
    await page.getByText("$5", { exact: true }).waitFor();
    await page.getByRole("button", { name: "PayPal" }).click();
    await expectPremiumAtHome(page);
    const query = new URL(sdk[0] ?? "").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      "client-id": PAYPAL_CLIENT_ID,
      currency: "USD",
      intent: "capture",
    });
  });

  it("says the payment was declined when PayPal declines the capture", async () => {
    const page = await pricingPage("US");
    await stubPaypalSdk(page.context());
    await approvingBuyer(page);
    if (paypal) paypal.switches.captureIssue = "INSTRUMENT_DECLINED";
    await page.goto("/pricing");
    await page.getByRole("button", { name: "PayPal" }).click();
    await page.getByRole("alert").getByText(MESSAGES.declined).waitFor();
    await page
      .getByRole("alert")
      .getByText(/No money was taken/)
      .waitFor();
    await page.getByRole("button", { name: "Try again" }).waitFor();
    expect((await readStorage(page)).is_premium).toBe("0");
  });
});
