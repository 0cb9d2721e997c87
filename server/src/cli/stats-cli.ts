import fs from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { createDeps } from "../deps.js";
import { readEventStats } from "../events/event-stats.js";
import { formatEventStats } from "../events/stats-report.js";

// `npm run stats [-- --days N]`: event totals from the database the server uses
// (DATABASE_URL, or the SQLite file in DATA_DIR), found the same way the server finds it.
const USAGE = "Usage: npm run stats [-- --days N]   (N from 1 to 3650, default 30)";

class UsageError extends Error {}

function daysFromArgs(): number | "help" {
  let values: { days?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { days: { type: "string", default: "30" }, help: { type: "boolean" } },
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) return "help";
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new UsageError(USAGE);
  return days;
}

function explain(error: unknown): string {
  if (error instanceof UsageError || error instanceof ConfigError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const missingTable = /no such table|does not exist/.test(message);
  return `stats failed: ${message}${missingTable ? " (start Bindery or run npm run db:migrate first)" : ""}`;
}

try {
  const days = daysFromArgs();
  if (days === "help") {
    console.log(USAGE);
  } else {
    const config = loadConfig();
    // Opening a missing SQLite file would create an empty one; say where it was looked for.
    const sqliteFile = config.databaseUrl.match(/^sqlite:(.+)$/)?.[1];
    if (sqliteFile && sqliteFile !== ":memory:" && !fs.existsSync(sqliteFile)) {
      throw new UsageError(
        `No database at ${sqliteFile}: start Bindery first, or set DATA_DIR or DATABASE_URL.`,
      );
    }
    const deps = createDeps(config);
    try {
      const repo = deps.repos.analyticsEvents;
      process.stdout.write(formatEventStats(await readEventStats(repo, days, Date.now())));
    } finally {
      await deps.close();
    }
  }
} catch (error) {
  console.error(explain(error));
  process.exitCode = 1;
}
