import { ConfigError, loadConfig } from "../config.js";
import { connectDatabase } from "./connect.js";
import { migrateToLatest } from "./migrate.js";

// `npm run db:migrate`: the same migrations the start command runs, on their own.
try {
  const config = loadConfig();
  const handle = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle.db);
  await handle.close();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `db:migrate failed: ${String(error)}`,
  );
  process.exit(1);
}
