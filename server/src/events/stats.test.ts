import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type AnalyticsBatch, EVENTS_PATH } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { createAnalyticsEventsRepo } from "./analytics-events.repo.js";
import { readEventStats } from "./event-stats.js";
import { formatEventStats } from "./stats-report.js";

const databases = await testDatabases();
const run = promisify(execFile);
const DAY = 24 * 3600_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const cliSource = path.join(root, "server/src/cli/stats-cli.ts");

describe.each(databases)("event stats on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const send = (batch: AnalyticsBatch) =>
    ctx.app.inject({ method: "POST", url: EVENTS_PATH, payload: batch });

  it("totals events per name and per day over the window", async () => {
    const clock = manualClock(Date.UTC(2026, 0, 10, 9));
    ctx = await startTestApp(target, {}, { clock });
    clock.advance(-40 * DAY); // outside a 30-day window
    await send({ events: [{ name: "sign_up" }] });
    clock.advance(38 * DAY); // 2026-01-08
    await send({
      events: [{ name: "sign_up" }, { name: "pages_turned", props: { count: 10 } }],
    });
    clock.advance(2 * DAY); // 2026-01-10
    await send({
      events: [
        { name: "pages_turned", props: { count: 5 } },
        { name: "pages_turned", props: { count: 7 } },
        { name: "log_in" },
      ],
    });

    const repo = createAnalyticsEventsRepo(ctx.deps.db, ctx.deps.dbKind);
    const report = formatEventStats(await readEventStats(repo, 30, clock()));
    expect(report).toBe(
      [
        "Bindery events, last 30 days (2025-12-12 to 2026-01-10, UTC)",
        "",
        "Event                  Events  Sum of count",
        "sign_up                     1",
        "log_in                      1",
        "upload_started              0",
        "upload_finished             0",
        "book_opened                 0",
        "pages_turned                3            22",
        "theme_chosen                0",
        "premium_preview_shown       0",
        "purchase_started            0",
        "purchase_finished           0",
        "contact_sent                0",
        "All events                  5",
        "",
        "Per day",
        "",
        "Day         All  sign_up  log_in  pages_turned",
        "2026-01-08    2        1       0             1",
        "2026-01-10    3        0       1             2",
        "",
      ].join("\n"),
    );
    const oneDay = formatEventStats(await readEventStats(repo, 1, clock()));
    expect(oneDay).toContain("last 1 day (2026-01-10 to 2026-01-10, UTC)");
    expect(oneDay).toContain("All events                  3");
  });

  it("says so when there is nothing to count", async () => {
    ctx = await startTestApp(target);
    const repo = createAnalyticsEventsRepo(ctx.deps.db, ctx.deps.dbKind);
    const report = formatEventStats(await readEventStats(repo, 7, Date.now()));
    expect(report).toContain("No events recorded in this period.");
  });

  it("prints the report from the command line, reading DATABASE_URL", async () => {
    ctx = await startTestApp(target);
    await send({
      events: [{ name: "book_opened" }, { name: "pages_turned", props: { count: 3 } }],
    });
    const env = {
      ...process.env,
      DATABASE_URL: ctx.deps.config.databaseUrl,
      DATA_DIR: ctx.dataDir,
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", cliSource, ...args], { cwd: root, env });

    const { stdout } = await cli("--days", "7");
    expect(stdout).toMatch(/^Bindery events, last 7 days/);
    expect(stdout).toMatch(/^pages_turned +1 +3$/m);
    expect(stdout).toMatch(/^All events +2$/m);

    await expect(cli("--days", "0")).rejects.toMatchObject({
      stderr: expect.stringContaining("Usage: npm run stats"),
    });
  });
});
