import { Migrator } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../db/connect.js";
import { migrations } from "../db/migrations/index.js";
import type { DatabaseTarget, TestDatabase } from "./databases.js";

/**
 * A fresh database for a migration's test, made before the suite's tests and dropped
 * after them. `migrateTo` brings it to a named migration, so a test can store rows as an
 * older release did before it migrates the rest of the way.
 */
export function migrationDatabase(target: DatabaseTarget) {
  let database: TestDatabase | undefined;
  let connection: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await target.create();
    connection = connectDatabase(database.url);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });
  const handle = (): DatabaseHandle => {
    if (!connection) throw new Error("The migration's database is made in beforeAll.");
    return connection;
  };
  return {
    handle,
    async migrateTo(name: string): Promise<void> {
      const migrator = new Migrator({
        db: handle().db,
        provider: { getMigrations: async () => migrations },
      });
      const { error } = await migrator.migrateTo(name);
      if (error) throw error;
    },
  };
}
