// First, so the runtime is tuned before any other module is evaluated.
import "./runtime-tuning.js";
import { keepConverterWarm } from "@bindery/converter";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { migrateToLatest } from "./db/migrate.js";
import { waitForDatabase } from "./db/wait-for-database.js";
import { createDeps } from "./deps.js";
import { type HealthThread, startHealthThread } from "./health/health-thread.js";
import { startJobs } from "./jobs/start-jobs.js";
import { serveWorkerHealth } from "./jobs/worker-health.js";
import { serverLoggerOptions } from "./request-log.js";
import { runStartupTasks } from "./startup.js";

// Configuration problems end the process with one line, not a stack trace.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`bindery: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const serveApi = config.BINDERY_ROLES.has("api");
const runJobs = config.BINDERY_ROLES.has("worker");
const deps = createDeps(config);
try {
  await waitForDatabase(deps.db, config.databaseUrl, {
    seconds: config.DATABASE_WAIT_SECONDS,
    say: (line) => console.error(`bindery: ${line}`),
  });
} catch (error) {
  console.error(`bindery: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await migrateToLatest(deps.db);
const logger = serverLoggerOptions(config.LOG_LEVEL);
const app = serveApi ? await buildApp(deps, { logger }) : await serveWorkerHealth(deps, logger);
const log = app.log;
if (serveApi) await runStartupTasks(deps, { log });
const jobs = runJobs ? await startJobs(deps, log, { seedCatalog: true }) : null;

let health: HealthThread | null = null;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const graceMs = config.WORKER_STOP_GRACE_SECONDS * 1000;
  const force = setTimeout(() => process.exit(1), graceMs + 10_000);
  force.unref();
  // Stop taking requests and jobs; requests in flight finish, running jobs finish within
  // the grace period or are handed back to the queue for another worker.
  await health?.stop();
  await app.close();
  await deps.queue.close({ graceMs });
  jobs?.stop();
  await deps.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

if (serveApi) {
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  if (config.HEALTH_PORT !== undefined) {
    try {
      health = await startHealthThread(app, { port: config.HEALTH_PORT, host: config.HOST });
    } catch (error) {
      console.error(`bindery: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    log.info(`Health at http://${shown}:${health.port}/healthz`);
  }
  log.info(`Bindery is ready at http://${shown}:${config.PORT}`);
} else {
  log.info(`Bindery worker is running; health at :${config.WORKER_HEALTH_PORT}/healthz`);
}
// Every process that converts keeps a spare converter process, a worker-only one too:
// uploads start converting at once instead of waiting half a second for a new process,
// and back to back each takes the process the last conversion ran in, warm. A spare loads
// only while no conversion runs, so it never takes cores from one (ADR 0066).
if (runJobs) {
  keepConverterWarm(config.CONVERSION_MEMORY_MB).catch((error: unknown) => {
    log.warn({ err: error }, "could not start a spare converter process");
  });
}
