import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { createAccessTokens } from "./auth/access-tokens.js";
import { type Authenticator, createAuthenticator } from "./auth/authenticate.js";
import { createSessionCheck, type SessionCheck } from "./auth/session-check.js";
import type { Config } from "./config.js";
import { connectDatabase, type DatabaseKind } from "./db/connect.js";
import type { Database } from "./db/schema.js";
import { createBullmqQueue } from "./jobs/bullmq-queue.js";
import { createEmbeddedQueue } from "./jobs/embedded-queue.js";
import { type Clock, systemClock } from "./lib/clock.js";
import type { JobQueue } from "./lib/job-queue.js";
import { createMemoryRateLimiter } from "./lib/memory-rate-limiter.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import { createRedisRateLimiter } from "./lib/redis-rate-limiter.js";
import type { FileStorage } from "./storage/file-storage.js";
import { createLocalFileStorage } from "./storage/local-file-storage.js";
import { createS3FileStorage } from "./storage/s3-file-storage.js";
import { createPdfPasswords, type PdfPasswords } from "./uploads/pdf-passwords.js";

/** Everything a feature needs from the outside world. Only this file picks implementations. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  clock: Clock;
  accessTokens: ReturnType<typeof createAccessTokens>;
  /** Whether an access token's sign-in still stands (remembered briefly per process). */
  sessions: SessionCheck;
  authenticator: Authenticator;
  /** Background jobs (jobs/): in this process, or BullMQ on Redis when REDIS_URL is set. */
  queue: JobQueue;
  /** Seals the passwords given with protected PDFs on their tasks, for any worker to open. */
  pdfPasswords: PdfPasswords;
  /** This process, as the owner of the rows it claims (an upload task's lease). */
  workerId: string;
}

export interface OwnedDeps extends Deps {
  close(): Promise<void>;
}

export function createDeps(config: Config, overrides: Partial<Deps> = {}): OwnedDeps {
  const database = overrides.db ? null : connectDatabase(config.databaseUrl);
  const clock = overrides.clock ?? systemClock;
  const rateLimiter =
    overrides.rateLimiter ??
    (config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(clock));
  const accessTokens =
    overrides.accessTokens ??
    createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const queue =
    overrides.queue ??
    (config.REDIS_URL ? createBullmqQueue(config.REDIS_URL) : createEmbeddedQueue());
  const db = overrides.db ?? (database as NonNullable<typeof database>).db;
  const sessions = overrides.sessions ?? createSessionCheck(db, clock);
  const deps: Deps = {
    config,
    db,
    dbKind: overrides.dbKind ?? (database as NonNullable<typeof database>).kind,
    storage:
      overrides.storage ??
      (config.S3_BUCKET
        ? createS3FileStorage(config)
        : createLocalFileStorage(path.join(config.dataDir, "files"))),
    rateLimiter,
    clock,
    accessTokens,
    sessions,
    authenticator: overrides.authenticator ?? createAuthenticator(accessTokens, sessions),
    queue,
    pdfPasswords: overrides.pdfPasswords ?? createPdfPasswords(config.FILE_URL_SECRET),
    workerId:
      overrides.workerId ?? `${os.hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`,
  };
  return {
    ...deps,
    async close() {
      // Running jobs stop first; their work stays unfinished for another worker.
      await queue.close();
      await rateLimiter.close();
      await database?.close();
    },
  };
}
