import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { trustProxyOption } from "./trust-proxy-setting.js";

/** The address a request is seen from with TRUST_PROXY = `setting`. */
async function clientAddress(setting: string, from: string, forwardedFor: string) {
  const app = Fastify({
    trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY),
  });
  app.get("/", async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: "/",
    remoteAddress: from,
    headers: { "x-forwarded-for": forwardedFor },
  });
  await app.close();
  return response.json().ip;
}

describe("TRUST_PROXY", () => {
  it("refuses to trust every proxy, saying what to give instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /^Invalid setting TRUST_PROXY = "true": trusting every proxy lets clients pick their own address; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(
      /TRUST_PROXY = "10.0.0.0\/33": "10.0.0.0\/33" is not a hop count, an IP address/,
    );
  });

  it("with a hop count, takes the address the last proxy saw, not one the client wrote", async () => {
    // The client wrote 1.2.3.4 itself; the proxy at 10.0.0.2 appended the real address.
    expect(await clientAddress("1", "10.0.0.2", "1.2.3.4, 198.51.100.20")).toBe("198.51.100.20");
    expect(await clientAddress("2", "10.0.0.2", "1.2.3.4, 198.51.100.20, 10.0.0.3")).toBe(
      "198.51.100.20",
    );
  });

  it("with proxy addresses, trusts only those hops", async () => {
    const setting = "10.0.0.0/8, loopback";
    expect(await clientAddress(setting, "10.0.0.2", "1.2.3.4, 198.51.100.20")).toBe(
      "198.51.100.20",
    );
    // A request that does not come through a listed proxy is taken at its word: none.
    expect(await clientAddress(setting, "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  });

  it("trusts nobody by default or when turned off", async () => {
    expect(await clientAddress("false", "10.0.0.2", "1.2.3.4")).toBe("10.0.0.2");
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });
});
