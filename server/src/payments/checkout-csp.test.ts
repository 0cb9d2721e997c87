import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

/** The Content-Security-Policy header as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const directive of String(header).split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

describe.each(databases)("the checkout scripts' place in the CSP on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const policy = async (env: Record<string, string>) => {
    ctx = await startTestApp(target, env);
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    return policyOf(response.headers["content-security-policy"]);
  };

  it("allows no third-party script in test mode", async () => {
    const csp = await policy({});
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("allows Razorpay's origins only when Razorpay has keys, and PayPal's only for PayPal", async () => {
    const razorpay = await policy({ RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "secret" });
    for (const directive of ["script-src", "frame-src", "connect-src"]) {
      expect(razorpay[directive]).toEqual(["'self'", "https://*.razorpay.com"]);
    }
    expect(razorpay["script-src"]).not.toContain("'unsafe-inline'");
    await ctx.close();

    const paypal = await policy({ PAYPAL_CLIENT_ID: "client", PAYPAL_CLIENT_SECRET: "secret" });
    expect(paypal["script-src"]).toEqual([
      "'self'",
      "https://*.paypal.com",
      "https://*.paypalobjects.com",
      "https://*.venmo.com",
    ]);
    expect(paypal["frame-src"]).toContain("https://*.paypal.com");
    expect(paypal["script-src"]).not.toContain("https://*.razorpay.com");
  });
});
