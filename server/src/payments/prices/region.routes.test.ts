import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { testDatabases } from "../../test-support/databases.js";
import { startTestApp, type TestContext } from "../../test-support/test-app.js";
import { type Buyer, signUpBuyer } from "../testing/buyers.js";
import { type FakeServer, startFakeServer } from "../testing/fake-http.js";
import { countryFromAnswer } from "./geolocation.js";

const databases = await testDatabases();

describe("reading a geolocation service's answer", () => {
  it("takes the country from the answers of the common services", () => {
    expect(countryFromAnswer('{"ip":"203.0.113.9","country":"IN"}')).toBe("IN");
    expect(countryFromAnswer('{"country_code":"us","country_name":"United States"}')).toBe("US");
    expect(countryFromAnswer('{"status":"success","countryCode":"DE"}')).toBe("DE");
    expect(countryFromAnswer("IN\n")).toBe("IN");
  });

  it("gives no country for anything else", () => {
    for (const answer of [
      '{"error":true,"reason":"RateLimited"}',
      "",
      "Undefined",
      '{"country":"India"}',
      "<html>",
    ]) {
      expect(countryFromAnswer(answer), answer).toBeNull();
    }
  });

  it("accepts only an http(s) template with {ip}, or none, and only https in production", () => {
    expect(loadConfig({}).GEOLOCATION_URL).toBe("https://api.country.is/{ip}");
    expect(loadConfig({ GEOLOCATION_URL: "none" }).GEOLOCATION_URL).toBe("none");
    expect(() => loadConfig({ GEOLOCATION_URL: "https://geo.example.com/lookup" })).toThrow(
      /GEOLOCATION_URL/,
    );
    expect(() => loadConfig({ GEOLOCATION_URL: "ftp://geo.example.com/{ip}" })).toThrow(
      /GEOLOCATION_URL/,
    );
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-characters",
      FILE_URL_SECRET: "another-production-secret-of-32-characters",
    };
    expect(() =>
      loadConfig({ ...production, GEOLOCATION_URL: "http://geo.example.com/{ip}" }),
    ).toThrow(/GEOLOCATION_URL.*https/);
  });
});

describe.each(databases)("the price region on $name", (target) => {
  let geo: FakeServer;
  let ctx: TestContext;
  // Documentation addresses (RFC 5737): public in form, never anyone's.
  const COUNTRIES: Record<string, string> = { "203.0.113.9": "IN", "198.51.100.20": "US" };
  beforeAll(async () => {
    // Speaks country.is: GET /<address> → {"ip": …, "country": …}.
    geo = await startFakeServer(({ path }) => {
      const ip = decodeURIComponent(path.slice(1));
      if (ip === "198.51.100.66") return { status: 503, body: { error: "overloaded" } };
      const country = COUNTRIES[ip];
      return country ? { status: 200, body: { ip, country } } : { status: 404, body: {} };
    });
  });
  afterAll(async () => geo?.close());
  afterEach(async () => ctx?.close());

  const regionOf = (buyer: Buyer | null, from: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "GET",
      url: "/api/v1/users/region/",
      remoteAddress: from,
      headers: { ...headers, ...(buyer ? { authorization: `Bearer ${buyer.access}` } : {}) },
    });
  const lookupsOf = (ip: string) => geo.requests.filter((request) => request.path === `/${ip}`);

  it("finds the caller's country once, and remembers it", async () => {
    ctx = await startTestApp(target, { GEOLOCATION_URL: `${geo.url}/{ip}` });
    const buyer = await signUpBuyer(ctx);
    expect((await regionOf(null, "203.0.113.9")).statusCode).toBe(401);
    const first = await regionOf(buyer, "203.0.113.9");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ region: "IN" });
    expect((await regionOf(buyer, "::ffff:198.51.100.20")).json()).toEqual({ region: "US" });
    expect((await regionOf(buyer, "203.0.113.9")).json()).toEqual({ region: "IN" });
    expect(lookupsOf("203.0.113.9")).toHaveLength(1);
    expect(lookupsOf("198.51.100.20")).toHaveLength(1);
  });

  it("answers null, for the page's language fallback, when the lookup cannot tell", async () => {
    ctx = await startTestApp(target, { GEOLOCATION_URL: `${geo.url}/{ip}` });
    const buyer = await signUpBuyer(ctx);
    for (const unknown of ["198.51.100.66", "192.0.2.44"]) {
      expect((await regionOf(buyer, unknown)).json(), unknown).toEqual({ region: null });
    }
    // Private and local addresses are never sent to the service.
    const before = geo.requests.length;
    for (const local of ["127.0.0.1", "10.1.2.3", "192.168.0.8", "::1", "fd00::5"]) {
      expect((await regionOf(buyer, local)).json(), local).toEqual({ region: null });
    }
    expect(geo.requests.length).toBe(before);
  });

  it("reads the forwarded address behind a trusted proxy, and asks no one when turned off", async () => {
    ctx = await startTestApp(target, { GEOLOCATION_URL: `${geo.url}/{ip}`, TRUST_PROXY: "1" });
    const buyer = await signUpBuyer(ctx);
    const proxied = await regionOf(buyer, "10.0.0.2", { "x-forwarded-for": "198.51.100.20" });
    expect(proxied.json()).toEqual({ region: "US" });
    await ctx.close();

    ctx = await startTestApp(target, { GEOLOCATION_URL: "none" });
    const other = await signUpBuyer(ctx);
    const before = geo.requests.length;
    expect((await regionOf(other, "203.0.113.9")).json()).toEqual({ region: null });
    expect(geo.requests.length).toBe(before);
  });
});
