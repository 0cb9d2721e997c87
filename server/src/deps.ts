import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { createAccessTokens } from "./auth/access-tokens.js";
import { type Authenticator, createAuthenticator } from "./auth/authenticate.js";
import type { Config } from "./config.js";
import { connectDatabase, type DatabaseKind } from "./db/connect.js";
import type { Database } from "./db/schema.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { createMemoryRateLimiter } from "./lib/memory-rate-limiter.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import { createRedisRateLimiter } from "./lib/redis-rate-limiter.js";
import { createInProcessQueue } from "./queue/in-process-queue.js";
import type { JobQueue } from "./queue/job-queue.js";
import type { FileStorage } from "./storage/file-storage.js";
import { createLocalFileStorage } from "./storage/local-file-storage.js";
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
  authenticator: Authenticator;
  /** Carries upload tasks to the conversion worker (uploads/conversion-worker.ts). */
  queue: JobQueue;
  /** Passwords given with protected PDFs, handed from the upload to its conversion. */
  pdfPasswords: PdfPasswords;
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
    createInProcessQueue(config.CONVERSION_CONCURRENCY ?? os.availableParallelism());
  const deps: Deps = {
    config,
    db: overrides.db ?? (database as NonNullable<typeof database>).db,
    dbKind: overrides.dbKind ?? (database as NonNullable<typeof database>).kind,
    storage: overrides.storage ?? createLocalFileStorage(path.join(config.dataDir, "files")),
    rateLimiter,
    clock,
    accessTokens,
    authenticator: overrides.authenticator ?? createAuthenticator(accessTokens),
    queue,
    pdfPasswords: overrides.pdfPasswords ?? createPdfPasswords(),
  };
  return {
    ...deps,
    async close() {
      // Running conversions stop first; their tasks stay unfinished for the next start.
      await queue.close();
      await rateLimiter.close();
      await database?.close();
    },
  };
}
