import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { HEALTH_PROBE_EVERY_MS, HEALTH_STALE_AFTER_MS } from "./database-health.js";

const databases = await testDatabases();
const sqlite = databases.filter((target) => target.name === "sqlite");

describe("GET /healthz", () => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  // SQLite has one connection: a transaction holds it, as a crowd of requests' queries
  // does under load, and a health check that queried would wait behind it.
  it.each(sqlite)("answers while the database is busy with other work ($name)", async (target) => {
    const clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    clock.advance(HEALTH_PROBE_EVERY_MS);

    let held = true;
    let release = () => {};
    const busy = ctx.deps.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    // Let the transaction go after a while, so a health check waiting for it still ends.
    const letGo = setTimeout(() => {
      held = false;
      release();
    }, 1000);
    const health = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const answeredWhileHeld = held;
    clearTimeout(letGo);
    held = false;
    release();
    await busy;

    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(answeredWhileHeld).toBe(true);
  });

  it.each(databases)("says so when the database stops answering ($name)", async (target) => {
    const clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await sql`alter table users rename to users_away`.execute(ctx.deps.db);
    clock.advance(HEALTH_PROBE_EVERY_MS);
    await expect
      .poll(async () => (await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode)
      .toBe(503);
    const health = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toMatchObject({ status: "unavailable" });
    await sql`alter table users_away rename to users`.execute(ctx.deps.db);
  });

  it.each(databases)("answers from a fresh probe after a quiet spell ($name)", async (target) => {
    const clock = manualClock();
    ctx = await startTestApp(target, {}, { clock });
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    // Nobody asked for a minute: the answer comes from a probe made now, not an old one.
    clock.advance(6 * HEALTH_STALE_AFTER_MS);
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await sql`alter table users rename to users_away`.execute(ctx.deps.db);
    clock.advance(6 * HEALTH_STALE_AFTER_MS);
    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(503);
    await sql`alter table users_away rename to users`.execute(ctx.deps.db);
  });
});
