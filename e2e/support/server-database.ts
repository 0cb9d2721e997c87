import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * A running test server's SQLite database (`bindery.db` in its data folder), opened beside
 * the server's own connection: a write waits up to five seconds for the server's to finish,
 * and foreign keys are checked (node:sqlite's default), as the server checks them.
 */
export function openServerDatabase(dataDir: string): DatabaseSync {
  return new DatabaseSync(path.join(dataDir, "bindery.db"), { timeout: 5000 });
}

/** Runs `work` as one transaction: all of its rows are written, or none. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}
