import { keepConverterWarm } from "@bindery/converter";
import { buildApp } from "./app.js";
import { seedCatalogIfEmpty } from "./catalog/first-run-seed.js";
import { ConfigError, loadConfig } from "./config.js";
import { migrateToLatest } from "./db/migrate.js";
import { waitForDatabase } from "./db/wait-for-database.js";
import { createDeps } from "./deps.js";
import { serverLoggerOptions } from "./lib/request-log.js";
import { runStartupTasks } from "./startup.js";
import { startConversionWorker } from "./uploads/conversion-worker.js";

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
const app = await buildApp(deps, { logger: serverLoggerOptions(config.LOG_LEVEL) });
await runStartupTasks(deps, { log: app.log });
const conversions = await startConversionWorker(deps, app.log);
if (conversions.resumed > 0) app.log.info(`Resuming ${conversions.resumed} unfinished conversions`);

// First run: an empty catalog is filled in the background, after the server listens.
const seeding = new AbortController();
let seeded: Promise<unknown> = Promise.resolve();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  // Stop taking requests, let the ones in flight finish, then release the database.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  seeding.abort();
  await app.close();
  await seeded;
  await deps.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
app.log.info(`Bindery is ready at http://${shown}:${config.PORT}`);
// Uploads start converting at once instead of waiting half a second for a new process.
keepConverterWarm(config.CONVERSION_MEMORY_MB).catch((error: unknown) => {
  app.log.warn({ err: error }, "could not start a spare converter process");
});
seeded = seedCatalogIfEmpty(deps, { log: app.log, signal: seeding.signal }).catch((error) =>
  app.log.error({ err: error }, "catalog seeding stopped"),
);
