import { DEFAULT_PARTNERS } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const [sqlite] = await testDatabases();

describe("GET /api/v1/site/", () => {
  let ctx: TestContext | undefined;
  afterEach(async () => ctx?.close());

  const siteInfo = async (env: Record<string, string>) => {
    if (!sqlite) throw new Error("SQLite is always available");
    ctx = await startTestApp(sqlite, env);
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/site/" });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** What a server with no payment keys and the default free limit tells the pages. */
  const DEFAULT_PLANS = {
    free_book_limit: 4,
    premium_prices: [
      { currency: "INR", amount: 14900, display: "₹149" },
      { currency: "USD", amount: 500, display: "$5" },
    ],
    payments_test_mode: true,
  };

  it("names no operator by default, the public-domain sources as partners, and house ads", async () => {
    expect(await siteInfo({})).toEqual({
      operator: null,
      partners: DEFAULT_PARTNERS,
      plans: DEFAULT_PLANS,
      ads: { source: "house" },
    });
  });

  it("answers the free limit the server enforces, and whether payments are for real", async () => {
    expect((await siteInfo({ FREE_BOOK_LIMIT: "10" })).plans).toEqual({
      ...DEFAULT_PLANS,
      free_book_limit: 10,
    });
    await ctx?.close();
    const keyed = await siteInfo({
      RAZORPAY_KEY_ID: "rzp_test_key",
      RAZORPAY_KEY_SECRET: "rzp-secret",
    });
    expect(keyed.plans.payments_test_mode).toBe(false);
    await ctx?.close();
    expect((await siteInfo({ PAYMENTS_TEST_MODE: "off" })).plans.payments_test_mode).toBe(false);
  });

  it("answers the configured operator and partners", async () => {
    const info = await siteInfo({
      OPERATOR_NAME: "Ada Books Ltd",
      OPERATOR_EMAIL: "help@example.org",
      PARTNERS: "City Library|https://library.example.org; Reading Club|https://club.example.org",
    });
    expect(info).toEqual({
      operator: { name: "Ada Books Ltd", email: "help@example.org" },
      partners: [
        { name: "City Library", url: "https://library.example.org" },
        { name: "Reading Club", url: "https://club.example.org" },
      ],
      plans: DEFAULT_PLANS,
      ads: { source: "house" },
    });
  });

  it("answers the AdSense ad unit when both of its ids are set", async () => {
    const info = await siteInfo({
      ADSENSE_CLIENT_ID: "ca-pub-1234567890123456",
      ADSENSE_SLOT_ID: "9876543210",
    });
    expect(info.ads).toEqual({
      source: "adsense",
      client_id: "ca-pub-1234567890123456",
      slot_id: "9876543210",
    });
  });

  it("stops the start on a malformed or half-set AdSense setting, naming the variable", () => {
    expect(() => loadConfig({ ADSENSE_CLIENT_ID: "pub-123", ADSENSE_SLOT_ID: "1" })).toThrow(
      /^Invalid setting ADSENSE_CLIENT_ID = "pub-123": must be an AdSense publisher id/,
    );
    expect(() =>
      loadConfig({ ADSENSE_CLIENT_ID: "ca-pub-1234567890123456", ADSENSE_SLOT_ID: "slot" }),
    ).toThrow(/^Invalid setting ADSENSE_SLOT_ID = "slot"/);
    expect(() => loadConfig({ ADSENSE_CLIENT_ID: "ca-pub-1234567890123456" })).toThrow(
      "Invalid setting ADSENSE_SLOT_ID (missing): ADSENSE_CLIENT_ID and ADSENSE_SLOT_ID are set together.",
    );
    expect(() => loadConfig({ ADSENSE_SLOT_ID: "9876543210" })).toThrow(
      "Invalid setting ADSENSE_CLIENT_ID (missing): ADSENSE_CLIENT_ID and ADSENSE_SLOT_ID are set together.",
    );
  });

  it("leaves the partner section empty with PARTNERS=none", async () => {
    expect((await siteInfo({ PARTNERS: "none" })).partners).toEqual([]);
  });

  it("stops the start on a malformed PARTNERS value, naming the variable", () => {
    expect(() => loadConfig({ PARTNERS: "just a name" })).toThrow(/^Invalid setting PARTNERS/);
  });
});
