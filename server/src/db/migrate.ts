import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
