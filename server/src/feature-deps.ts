import type { Kysely } from "kysely";
import type { Config } from "./config.js";
import type { DatabaseKind } from "./db/connect.js";
import type { Database } from "./db/schema.js";
import type { Clock } from "./lib/clock.js";
import type { JobQueue } from "./lib/job-queue.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import type { FileStorage } from "./storage/file-storage.js";

/**
 * Everything a feature needs from the outside world, as features see it; deps.ts builds it
 * (and is the only file that picks implementations). This file sits below every feature
 * folder: what it names comes from lower folders only. A member whose type a feature
 * defines (its repository, the authenticator…) is declared by that feature, with
 * `declare module "../feature-deps.js" { interface Repos { … } }` beside its factory, so a
 * feature importing this type never imports another feature, nor deps.ts.
 */
export interface Deps {
  config: Config;
  /** For queries that belong to no table's owner (health probes, search across tables). */
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** Background jobs (jobs/): in this process, or BullMQ on Redis when REDIS_URL is set. */
  queue: JobQueue;
  /** This process, as the owner of the rows it claims (an upload task's lease). */
  workerId: string;
  /** Every table's one repository, built once on the database. */
  repos: Repos;
  /** Runs `work` in one transaction, with every repository built on it. */
  transaction: Transaction;
}

/** One repository per table (or per group of tables one owner keeps together). */
// biome-ignore lint/suspicious/noEmptyInterface: each feature adds its repository (see above).
export interface Repos {}

/**
 * Runs `work` in one transaction: `repos` are every repository built on `trx`, and an owner
 * writes its own table through `trx`. Called on repositories that are already on a
 * transaction, it runs `work` inside that one.
 */
export type Transaction = <T>(
  work: (repos: Repos, trx: Kysely<Database>) => Promise<T>,
) => Promise<T>;
