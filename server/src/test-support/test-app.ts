import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type App, type AppOptions, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { migrateToLatest } from "../db/migrate.js";
import { createDeps, type Deps, type OwnedDeps } from "../deps.js";
import { startJobs } from "../jobs/start-jobs.js";
import type { DatabaseTarget, TestDatabase } from "./databases.js";

export interface TestContext {
  app: App;
  deps: OwnedDeps;
  dataDir: string;
  /**
   * Starts the worker role in the test's process (once): queued jobs run from then on.
   * The app alone only queues them, as an `api` process does.
   */
  startJobs(): Promise<void>;
  close(): Promise<void>;
}

/** A migrated database, a data folder and the app, all fresh; `close` removes them. */
export async function startTestApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  overrides: Partial<Deps> = {},
  appOptions: AppOptions = {},
): Promise<TestContext> {
  const database: TestDatabase = await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: "silent",
    ...env,
  });
  const deps = createDeps(config, overrides);
  await migrateToLatest(deps.db);
  const app = await buildApp(deps, { webDist: path.join(dataDir, "no-web"), ...appOptions });
  await app.ready();
  let jobs: Promise<{ stop(): void }> | undefined;
  return {
    app,
    deps,
    dataDir,
    async startJobs() {
      jobs ??= startJobs(deps, app.log);
      await jobs;
    },
    async close() {
      await app.close();
      await deps.close();
      (await jobs)?.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A manual clock for expiry tests. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}
