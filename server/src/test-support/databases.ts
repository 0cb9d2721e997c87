import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** A fresh, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  name: "sqlite" | "postgres";
  create(): Promise<TestDatabase>;
}

const inCi = process.env.CI === "true" || process.env.CI === "1";
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const sqlite: DatabaseTarget = {
  name: "sqlite",
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-db-"));
    return {
      url: `sqlite:${path.join(dir, "test.db")}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const postgres: DatabaseTarget = {
  name: "postgres",
  async create() {
    const name = `bindery_test_${randomBytes(6).toString("hex")}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  },
};

let cached: Promise<DatabaseTarget[]> | undefined;

/**
 * SQLite always; PostgreSQL when reachable. In CI an unreachable PostgreSQL is an error,
 * never a silent skip.
 */
export function testDatabases(): Promise<DatabaseTarget[]> {
  cached ??= (async () => {
    try {
      await withAdmin((client) => client.query("SELECT 1"));
      return [sqlite, postgres];
    } catch (error) {
      if (inCi) throw new Error(`PostgreSQL at ${postgresUrl} is required in CI: ${String(error)}`);
      console.warn(`Skipping PostgreSQL tests: ${postgresUrl} is not reachable.`);
      return [sqlite];
    }
  })();
  return cached;
}
