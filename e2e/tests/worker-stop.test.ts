import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { createS3FileStorage } from "../../server/src/storage/s3-file-storage.js";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import { auditStoredFiles } from "../../server/src/test-support/stored-files-audit.js";
import { newUser, signUpViaApi } from "../support/api.js";
import {
  type ClusterProcess,
  type ClusterServices,
  clusterServicesReachable,
  leaseHolderPid,
  startClusterProcess,
  startClusterServices,
  waitFor,
} from "../support/cluster.js";
import { getWithToken, uploadViaApi } from "../support/uploads.js";

/**
 * Long enough that it is still converting a second after the stop: a worker converts
 * these generated pages at some 50 a second, so 60 of them could finish within the grace.
 */
const PAGES = 400;

const reachable = await clusterServicesReachable();
if (!reachable) console.warn("Worker stop test skipped: it needs PostgreSQL and Redis.");

/**
 * A worker process stopped with SIGTERM (a deploy, a scale-down) while converting: it
 * stops taking jobs, lets its conversion run for WORKER_STOP_GRACE_SECONDS, then hands the
 * job back, and the other worker converts the upload to one complete book.
 */
describe.skipIf(!reachable)("A worker stopped while converting", () => {
  let services: ClusterServices;
  let api: ClusterProcess;
  let workers: ClusterProcess[] = [];
  // One second of grace, so the hand-back (not the finish) is what the test sees.
  const workerEnv = () => ({ ...services.env, WORKER_STOP_GRACE_SECONDS: "1" });

  beforeAll(async () => {
    services = await startClusterServices();
    api = await startClusterProcess("api", workerEnv());
  }, 240_000);

  // Two fresh workers for every try: a retry after a failure must not find one of them
  // already stopped.
  beforeEach(async () => {
    workers = await Promise.all([
      startClusterProcess("worker", workerEnv()),
      startClusterProcess("worker", workerEnv()),
    ]);
  }, 240_000);

  afterEach(async () => {
    await Promise.all(workers.map((process) => process.stop()));
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await services?.close();
  }, 60_000);

  it("hands its job back, and the other worker completes the upload once", async () => {
    const { db } = services;
    const user = await signUpViaApi(api.baseUrl, newUser());
    const upload = await uploadViaApi(
      api.baseUrl,
      user.access,
      "Stopped midway",
      samplePdf(PAGES).bytes,
    );
    expect(upload.status).toBe(202);
    const taskId = (upload.body as { task_id: string }).task_id;
    const task = () =>
      db.db.selectFrom("upload_tasks").selectAll().where("id", "=", taskId).executeTakeFirst();

    const holder = await waitFor(async () => {
      const row = await task();
      if (!row || row.status < 1) return undefined;
      return workers.find((worker) => worker.pid === leaseHolderPid(row.lease_owner));
    }, 120_000);
    const exit = await holder.stop();
    // It exited by itself, and let the task go unfinished rather than keep it.
    expect(exit).toEqual({ code: 0, signal: null });
    const left = await task();
    expect(left?.status).toBeLessThan(100);
    expect(leaseHolderPid(left?.lease_owner)).not.toBe(holder.pid);

    const ended = await waitFor(
      async () => {
        const row = await task();
        return row && (row.status === 100 || row.status < 0) ? row : undefined;
      },
      180_000,
      async () => JSON.stringify(await task()),
    );
    // Converted by the other worker after the hand-back: one attempt more, one book.
    expect(ended).toMatchObject({ status: 100, attempts: 2, password_sealed: null });
    const owned = await db.db
      .selectFrom("books")
      .select("id")
      .where("owner_id", "=", ended.user_id)
      .execute();
    expect(owned).toEqual([{ id: ended.book_id }]);
    const read = await getWithToken(
      api.baseUrl,
      `/api/v1/pdf_parser/books/${ended.book_id}/?start=0&end=0`,
      user.access,
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ book: { original_pages_count: PAGES } });

    const storage = createS3FileStorage(loadConfig({ NODE_ENV: "test", ...services.env }));
    expect(await auditStoredFiles(db.db, storage)).toEqual({ unreferenced: [], missing: [] });
  }, 420_000);
});
