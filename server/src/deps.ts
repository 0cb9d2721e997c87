import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { createAccountDataRepo } from "./account/account-data.repo.js";
import { createAccountTokensRepo } from "./account/account-tokens.repo.js";
import { createAnnotationsRepo } from "./annotations/annotations.repo.js";
import { createAppPasswordsRepo } from "./app-passwords/app-passwords.repo.js";
import { createAccessTokens } from "./auth/access-tokens.js";
import { createAuthenticator } from "./auth/authenticate.js";
import { createRefreshTokensRepo } from "./auth/refresh-tokens.repo.js";
import { createSessionCheck } from "./auth/session-check.js";
import { createUsersRepo } from "./auth/users.repo.js";
import { createBookContentsRepo } from "./book-data/book-contents.repo.js";
import { type CatalogVersion, createCatalogVersion } from "./book-data/catalog-version.js";
import { createBookListsRepo } from "./books/book-lists.repo.js";
import { createBooksRepo } from "./books/books.repo.js";
import { createSnapshotsRepo } from "./books/snapshots.repo.js";
import { createCatalogWorksRepo } from "./catalog/catalog-works.repo.js";
import type { Config } from "./config.js";
import { createContactMessagesRepo } from "./contact/contact-messages.repo.js";
import { connectDatabase, type DatabaseKind } from "./db/connect.js";
import type { Database } from "./db/schema.js";
import { createAnalyticsEventsRepo } from "./events/analytics-events.repo.js";
import type { Deps, Repos, Transaction } from "./feature-deps.js";
import { createFileDeletionsRepo } from "./files/file-deletions.repo.js";
import { createBullmqQueue } from "./jobs/bullmq-queue.js";
import { createEmbeddedQueue } from "./jobs/embedded-queue.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { createMemoryRateLimiter } from "./lib/memory-rate-limiter.js";
import { createRedisRateLimiter } from "./lib/redis-rate-limiter.js";
import { createPagesRepo } from "./pages/pages.repo.js";
import { createOrdersRepo } from "./payments/orders/orders.repo.js";
import { createPaymentEventsRepo } from "./payments/orders/payment-events.repo.js";
import { createProgressRepo } from "./progress/progress.repo.js";
import { createReaderSettingsRepo } from "./reader-settings/reader-settings.repo.js";
import { createBookSharesRepo } from "./shares/book-shares.repo.js";
import type { FileStorage } from "./storage/file-storage.js";
import { createLocalFileStorage } from "./storage/local-file-storage.js";
import { createS3FileStorage } from "./storage/s3-file-storage.js";
import { createThemesRepo } from "./themes/themes.repo.js";
import { createPdfPasswords } from "./uploads/pdf-passwords.js";
import { createUploadTasksRepo } from "./uploads/upload-tasks.repo.js";

export type { Deps, Repos } from "./feature-deps.js";

export interface OwnedDeps extends Deps {
  close(): Promise<void>;
}

/** What repositories share beyond the database they are built on. */
interface RepoParts {
  dbKind: DatabaseKind;
  storage: FileStorage;
  clock: Clock;
  catalog: CatalogVersion;
}

/**
 * Every repository, built on `db` (the database, or a transaction on it). The only place
 * repositories are made: each table has one owner here, and a feature reaches another's
 * table through its repository (deps.repos, or the repos a transaction hands out).
 */
function buildRepos(db: Kysely<Database>, parts: RepoParts, transaction: Transaction): Repos {
  const { dbKind, storage, clock, catalog } = parts;
  const fileDeletions = createFileDeletionsRepo(db, storage, clock);
  return {
    accountData: createAccountDataRepo(db),
    accountTokens: createAccountTokensRepo(db),
    annotations: createAnnotationsRepo(db, { dbKind, clock, transaction }),
    analyticsEvents: createAnalyticsEventsRepo(db, dbKind),
    appPasswords: createAppPasswordsRepo(db),
    bookContents: createBookContentsRepo(db),
    bookLists: createBookListsRepo(db),
    bookShares: createBookSharesRepo(db, transaction),
    books: createBooksRepo(db, { storage, clock, catalog, fileDeletions, transaction }),
    catalogWorks: createCatalogWorksRepo(db),
    contactMessages: createContactMessagesRepo(db),
    fileDeletions,
    orders: createOrdersRepo(db),
    pages: createPagesRepo(db, { clock, catalog, transaction }),
    paymentEvents: createPaymentEventsRepo(db),
    progress: createProgressRepo(db),
    readerSettings: createReaderSettingsRepo(db, clock),
    refreshTokens: createRefreshTokensRepo(db),
    snapshots: createSnapshotsRepo(db),
    themes: createThemesRepo(db),
    uploadTasks: createUploadTasksRepo(db),
    users: createUsersRepo(db),
  };
}

/**
 * The repositories on the database, and `transaction`, which builds them again on a
 * transaction; inside one, `transaction` runs its work on the same transaction.
 */
export function createRepos(
  db: Kysely<Database>,
  parts: RepoParts,
): { repos: Repos; transaction: Transaction } {
  const transaction: Transaction = (work) =>
    db.transaction().execute((trx) => {
      const inside: Transaction = (innerWork) => innerWork(trxRepos, trx);
      const trxRepos = buildRepos(trx, parts, inside);
      return work(trxRepos, trx);
    });
  return { repos: buildRepos(db, parts, transaction), transaction };
}

/** Everything a feature needs from the outside world. Only this file picks implementations. */
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
  const dbKind = overrides.dbKind ?? (database as NonNullable<typeof database>).kind;
  const storage =
    overrides.storage ??
    (config.S3_BUCKET
      ? createS3FileStorage(config)
      : createLocalFileStorage(path.join(config.dataDir, "files")));
  // One per deps, so per process: what this process writes moves its own cached lists.
  const catalogVersion = overrides.catalogVersion ?? createCatalogVersion();
  const { repos, transaction } = createRepos(db, {
    dbKind,
    storage,
    clock,
    catalog: catalogVersion,
  });
  const sessions = overrides.sessions ?? createSessionCheck(db, clock);
  const deps: Deps = {
    config,
    db,
    dbKind,
    storage,
    rateLimiter,
    clock,
    accessTokens,
    sessions,
    authenticator: overrides.authenticator ?? createAuthenticator(accessTokens, sessions),
    queue,
    pdfPasswords: overrides.pdfPasswords ?? createPdfPasswords(config.FILE_URL_SECRET),
    workerId:
      overrides.workerId ?? `${os.hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`,
    catalogVersion,
    repos: overrides.repos ?? repos,
    transaction: overrides.transaction ?? transaction,
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
