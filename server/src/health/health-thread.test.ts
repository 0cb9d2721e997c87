import net from "node:net";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { type HealthThread, startHealthThread } from "./health-thread.js";

// The thread answers what the server's /healthz says, whatever the database.
const [sqlite] = await testDatabases();
const HOST = "127.0.0.1";

describe("the health thread (HEALTH_PORT)", () => {
  let ctx: TestContext;
  let health: HealthThread | undefined;
  afterEach(async () => {
    await health?.stop();
    health = undefined;
    await ctx?.close();
  });

  const ask = async (path: string) => {
    const response = await fetch(`http://${HOST}:${health?.port}${path}`);
    return { status: response.status, body: await response.json() };
  };

  it("answers /healthz on its own port as the server does, and nothing else", async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    health = await startHealthThread(ctx.app, { port: 0, host: HOST });
    expect(await ask("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    expect(await ask("/api/v1/site/settings/")).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("reports the database going away, as the server's /healthz does", async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    health = await startHealthThread(ctx.app, { port: 0, host: HOST });
    await sql`alter table users rename to users_away`.execute(ctx.deps.db);
    await expect.poll(async () => (await ask("/healthz")).status, { timeout: 15_000 }).toBe(503);
    expect((await ask("/healthz")).body).toEqual({
      status: "unavailable",
      detail: "The database does not answer.",
    });
    await sql`alter table users_away rename to users`.execute(ctx.deps.db);
  });

  it("refuses a port already taken, naming the setting", async () => {
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>);
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, HOST, resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      await expect(startHealthThread(ctx.app, { port, host: HOST })).rejects.toThrow(
        `HEALTH_PORT ${port} could not be opened`,
      );
    } finally {
      taken.close();
    }
  });
});
