import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/**
 * The web app's own analytics module (web/src/lib/analytics.ts), bundled as a script that
 * puts its functions on `window.binderyAnalytics`. It stands in for the reader, which
 * counts page turns with it, so a test can read "pages" in a real browser against a real
 * server. Add it to a page opened with `bypassCSP: true`.
 */
export async function analyticsModuleScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, "web/src/lib/analytics.ts")],
    bundle: true,
    format: "iife",
    globalName: "binderyAnalytics",
    write: false,
    platform: "browser",
    target: "es2022",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no bundle for the analytics module");
  return output.text;
}

/** The functions the bundle exposes, as the page sees them. */
export interface AnalyticsModule {
  track(event: { name: string; props?: Record<string, unknown> }): void;
  countPageTurn(bookId: string): void;
  flushAnalytics(): void;
}

export interface EventTotal {
  events: number;
  countSum: number;
}

/**
 * The operator's view: `npm run stats` (the built CLI) over the server's database,
 * answered as totals per event name.
 */
export async function eventTotals(dataDir: string): Promise<Map<string, EventTotal>> {
  // The server's own database: its SQLite file in DATA_DIR, whatever this shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await run(
    process.execPath,
    [path.join(REPO_ROOT, "server/dist/cli/stats-cli.js"), "--days", "2"],
    { cwd: REPO_ROOT, env: { ...env, DATA_DIR: dataDir } },
  );
  const totals = new Map<string, EventTotal>();
  for (const line of stdout.split("\n")) {
    const match = /^([a-z_]+) +(\d+)(?: +(\d+))?$/.exec(line);
    if (match?.[1] && match[2]) {
      totals.set(match[1], { events: Number(match[2]), countSum: Number(match[3] ?? 0) });
    }
  }
  return totals;
}
