import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort, startServer, type TestServer } from "../support/server.js";

/**
 * The real server with HEALTH_PORT set: a load balancer's health check there gets the
 * server's own /healthz answer from the health thread, and nothing else is served there.
 */
let server: TestServer;
let healthPort: number;

beforeAll(async () => {
  healthPort = await findFreePort();
  server = await startServer({ HEALTH_PORT: String(healthPort) });
});
afterAll(async () => server?.stop());

describe("HEALTH_PORT", () => {
  it("answers /healthz as the server does, and serves nothing else", async () => {
    const healthUrl = `http://127.0.0.1:${healthPort}/healthz`;
    // The server opens HEALTH_PORT just after PORT, which is what startServer waited for;
    // a load balancer, too, waits until the port answers. It opens with the server's
    // first answer in hand: never a 503 for a server still starting.
    await expect
      .poll(
        () =>
          fetch(healthUrl).then(
            () => "open",
            () => "closed",
          ),
        { timeout: 30_000 },
      )
      .toBe("open");
    const health = await fetch(healthUrl);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual(await (await fetch(`${server.baseUrl}/healthz`)).json());
    const page = await fetch(`http://127.0.0.1:${healthPort}/`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ detail: "Not found." });
  });
});
