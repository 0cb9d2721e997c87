import { type AnalyticsBatch, EVENTS_PATH, MAX_EVENTS_PER_BATCH } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { EVENTS_LIMIT, EVENTS_RATE_LIMITED } from "./events.service.js";

const databases = await testDatabases();

const HOUR = 3600_000;
const reading: AnalyticsBatch = {
  events: [
    {
      name: "book_opened",
      props: { book_id: "0b8e2c1a-1111-4c3e-9d7a-5e2f6a7b8c9d", public: true },
    },
    { name: "pages_turned", props: { book_id: "0b8e2c1a-1111-4c3e-9d7a-5e2f6a7b8c9d", count: 12 } },
    { name: "theme_chosen", props: { theme_id: "parchment", kind: "page" } },
    { name: "sign_up" },
  ],
};

describe.each(databases)("analytics events API on $name", (target) => {
  let ctx: TestContext;
  let clock: ReturnType<typeof manualClock>;
  afterEach(async () => ctx?.close());

  const start = async () => {
    clock = manualClock(Date.UTC(2026, 0, 1, 12));
    ctx = await startTestApp(target, {}, { clock });
  };
  const post = (payload: unknown, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
    ctx.app.inject({
      method: "POST",
      url: EVENTS_PATH,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "content-type": "application/json", ...headers },
      remoteAddress: ip,
    });
  const stored = () =>
    ctx.deps.db.selectFrom("analytics_events").selectAll().orderBy("created_at").execute();

  it("stores a batch with each event's UTC day and answers how many were accepted", async () => {
    await start();
    const response = await post(reading);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 4 });
    const rows = await stored();
    expect(rows.map((row) => row.name).sort()).toEqual(
      ["book_opened", "pages_turned", "sign_up", "theme_chosen"].sort(),
    );
    const pages = rows.find((row) => row.name === "pages_turned");
    expect(JSON.parse(pages?.props ?? "")).toEqual({
      book_id: "0b8e2c1a-1111-4c3e-9d7a-5e2f6a7b8c9d",
      count: 12,
    });
    expect(JSON.parse(rows.find((row) => row.name === "sign_up")?.props ?? "")).toEqual({});
    expect(rows.every((row) => row.day === "2026-01-01")).toBe(true);
  });

  it("dates an event by its own time when plausible, else by arrival", async () => {
    await start();
    const now = clock();
    await post({
      events: [
        { name: "log_in", at: now - 13 * HOUR }, // yesterday, UTC
        { name: "upload_started", at: now + HOUR }, // a clock ahead: arrival time
        { name: "upload_finished", at: now - 30 * 24 * HOUR }, // far too old: arrival time
      ],
    });
    const byName = Object.fromEntries((await stored()).map((row) => [row.name, row]));
    expect(byName.log_in?.day).toBe("2025-12-31");
    expect(byName.log_in?.created_at).toBe(now - 13 * HOUR);
    expect(byName.upload_started?.created_at).toBe(now);
    expect(byName.upload_finished?.day).toBe("2026-01-01");
  });

  it("accepts a sendBeacon body sent as text/plain, on this route only", async () => {
    await start();
    const beacon = await post(reading, { "content-type": "text/plain;charset=UTF-8" });
    expect(beacon.statusCode).toBe(202);
    expect(beacon.json()).toEqual({ accepted: 4 });
    const broken = await post("{not json", { "content-type": "text/plain" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: "The request body is not valid JSON." });

    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/contactus/",
      payload: JSON.stringify({ email: "a@example.com", subject: "Other", message: "hi" }),
      headers: { "content-type": "text/plain" },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it("refuses the whole batch for an unknown name or prop, and stores nothing", async () => {
    await start();
    const cases: unknown[] = [
      { events: [{ name: "sign_up" }, { name: "user_email_seen" }] },
      { events: [{ name: "sign_up", props: { email: "ada@example.com" } }] },
      { events: [{ name: "book_opened", props: { book_id: "ada@example.com" } }] },
      { events: [{ name: "pages_turned", props: { count: "12" } }] },
      { events: [{ name: "pages_turned" }] },
      { events: [{ name: "theme_chosen", props: { theme_id: "x", kind: "wallpaper" } }] },
      { events: [{ name: "contact_sent", props: { subject: "Feedback", message: "hi" } }] },
      { events: [{ name: "log_in", user_id: "u-1" }] },
      { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ name: "log_in" })) },
      { events: [] },
      {},
    ];
    for (const batch of cases) {
      const response = await post(batch);
      expect(response.statusCode, JSON.stringify(batch).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json())).toEqual(["events"]);
    }
    expect(await stored()).toHaveLength(0);
    const unknown = await post(cases[0]);
    expect(unknown.json()).toEqual({ events: ["Unknown event name."] });
  });

  it("stores nothing for Do Not Track or Global Privacy Control", async () => {
    await start();
    const privacySignals: Array<Record<string, string>> = [{ dnt: "1" }, { "sec-gpc": "1" }];
    for (const headers of privacySignals) {
      const response = await post(reading, headers);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 0 });
    }
    expect(await stored()).toHaveLength(0);
    expect((await post(reading, { dnt: "0" })).json()).toEqual({ accepted: 4 });
  });

  it("limits batches per address", async () => {
    await start();
    const one = { events: [{ name: "log_in" }] };
    for (let n = 0; n < EVENTS_LIMIT.max; n++) expect((await post(one)).statusCode).toBe(202);
    const blocked = await post(one);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: EVENTS_RATE_LIMITED });
    expect((await post(one, {}, "10.0.0.2")).statusCode).toBe(202);
    clock.advance(EVENTS_LIMIT.windowMs);
    expect((await post(one)).statusCode).toBe(202);
  });
});
