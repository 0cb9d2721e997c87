import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { convertPdfIsolated } from "@bindery/converter";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import type { DatabaseHandle } from "../../server/src/db/connect.js";
import { createS3FileStorage } from "../../server/src/storage/s3-file-storage.js";
import { duplicateDelivery } from "../../server/src/test-support/duplicate-delivery.js";
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

const CORPUS = path.resolve(import.meta.dirname, "../../../shared/corpus/pdfs");
/** Small corpus PDFs of different kinds (text, columns, images, CJK, RTL, PDF 2.0). */
const CORPUS_PICKS: string[] = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../bench/small-corpus-pdfs.json"), "utf8"),
);
const USERS = 12;
const PASSWORD = "scale out";
/**
 * Pages of the upload a worker is killed while converting: at some 50 pages a second, half
 * of them leave seconds, where a short upload may end between the look and the kill.
 */
const LONG_PAGES = 400;

interface Upload {
  title: string;
  bytes: Buffer;
  password?: string;
}

function uploadsToMake(): Upload[] {
  const corpus = CORPUS_PICKS.filter((file) => fs.existsSync(path.join(CORPUS, file)));
  if (corpus.length < CORPUS_PICKS.length) {
    console.warn(`Scale test: ${CORPUS} is missing or incomplete; generated PDFs stand in.`);
  }
  const uploads: Upload[] = [
    // Long enough that a worker is still converting it when it is killed.
    { title: "Generated long", bytes: samplePdf(LONG_PAGES).bytes },
    {
      title: "Generated protected",
      bytes: samplePdf(3, { encryptWith: PASSWORD }).bytes,
      password: PASSWORD,
    },
    { title: "Generated drawing", bytes: samplePdf(2, { drawingPages: [1] }).bytes },
    ...corpus.map((file) => ({ title: file, bytes: fs.readFileSync(path.join(CORPUS, file)) })),
  ];
  for (let pages = 1; uploads.length < USERS; pages += 1) {
    uploads.push({ title: `Generated ${pages}`, bytes: samplePdf(pages).bytes });
  }
  return uploads;
}

/** The same PDF converted alone, in this process: the page counts a book must have. */
async function convertedAlone(upload: Upload) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-alone-"));
  try {
    const file = path.join(dir, "in.pdf");
    fs.writeFileSync(file, upload.bytes);
    const result = await convertPdfIsolated(file, {
      outDir: path.join(dir, "out"),
      password: upload.password,
    });
    return { original: result.originalPagesCount, pages: result.pages.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const reachable = await clusterServicesReachable();
if (!reachable) console.warn("Scale test skipped: it needs PostgreSQL and Redis.");

/**
 * Bindery scaled out as an operator runs it: two api and two worker processes on one
 * PostgreSQL, Redis and S3-compatible store, each with its own empty data folder. Twelve
 * users upload at once, the queue delivers every conversion twice, and a worker is killed
 * with kill -9 in the middle of a conversion.
 */
describe.skipIf(!reachable)("Bindery scaled out", () => {
  let services: ClusterServices;
  let db: DatabaseHandle;
  const apis: ClusterProcess[] = [];
  let workers: ClusterProcess[] = [];

  beforeAll(async () => {
    services = await startClusterServices();
    db = services.db;
    // The first api migrates the database and stores the themes; the second starts after.
    apis.push(await startClusterProcess("api", services.env));
    apis.push(await startClusterProcess("api", services.env));
  }, 240_000);

  // Two fresh workers for every try: a retry after a failure must not find the one the
  // last try killed.
  beforeEach(async () => {
    workers = await Promise.all([
      startClusterProcess("worker", services.env),
      startClusterProcess("worker", services.env),
    ]);
  }, 240_000);

  afterEach(async () => {
    await Promise.all(workers.map((process) => process.stop()));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apis.map((process) => process.stop()));
    await services?.close();
  }, 60_000);

  /** Unfinished tasks that a worker holds, from status `from` (1: converting). */
  const heldTasks = (from = 1) =>
    db.db
      .selectFrom("upload_tasks")
      .select(["id", "lease_owner", "pages_converted"])
      .where("status", ">=", from)
      .where("status", "<", 100)
      .where("lease_owner", "is not", null)
      .execute();

  it("converts twelve simultaneous uploads once each, through a worker's death", async () => {
    const uploads = uploadsToMake();
    const api = (index: number) => (apis[index % 2] as ClusterProcess).baseUrl;
    const users = await Promise.all(uploads.map((_, index) => signUpViaApi(api(index), newUser())));
    const expected = await Promise.all(uploads.map(convertedAlone));

    const taskIds = await Promise.all(
      uploads.map(async (upload, index) => {
        const form = new FormData();
        form.set("title", upload.title);
        if (upload.password) form.set("password", upload.password);
        form.set("file", new Blob([new Uint8Array(upload.bytes)]), "upload.pdf");
        const response = await fetch(`${api(index)}/api/v1/pdf_parser/parse_pdf/`, {
          method: "POST",
          headers: { authorization: `Bearer ${users[index]?.access}` },
          body: form,
        });
        expect(response.status).toBe(202);
        return ((await response.json()) as { task_id: string }).task_id;
      }),
    );

    // The queue delivers every conversion twice: each task seen converting is queued
    // again at the front, so the next free worker races its holder for it.
    const duplicates = duplicateDelivery(services.redisUrl);
    const deliveredAgain = new Set<string>();
    let doubling = true;
    const doubler = (async () => {
      while (doubling) {
        for (const { id } of await heldTasks()) {
          if (deliveredAgain.has(id)) continue;
          deliveredAgain.add(id);
          await duplicates.deliverAgain(id);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    // A worker dies mid-conversion, once both have raced for a few duplicates: the one
    // converting the long upload, less than half through it, after a third of the uploads
    // completed.
    const victim = await waitFor(async () => {
      const completed = await db.db
        .selectFrom("upload_tasks")
        .select("id")
        .where("status", "=", 100)
        .execute();
      if (completed.length < USERS / 3) return undefined;
      const long = (await heldTasks()).find((task) => task.id === taskIds[0]);
      if (!long || long.pages_converted >= LONG_PAGES / 2) return undefined;
      return workers.find((worker) => worker.pid === leaseHolderPid(long.lease_owner));
    }, 120_000);
    victim.kill();
    // What it held when it died: the only task another worker may take over.
    const orphaned = (await heldTasks(0)).filter(
      (task) => leaseHolderPid(task.lease_owner) === victim.pid,
    );

    const tasks = await waitFor(
      async () => {
        const rows = await db.db
          .selectFrom("upload_tasks")
          .selectAll()
          .where("id", "in", taskIds)
          .execute();
        return rows.every((row) => row.status === 100 || row.status < 0) ? rows : undefined;
      },
      180_000,
      async () => {
        const rows = await db.db
          .selectFrom("upload_tasks")
          .select(["name", "status", "attempts", "lease_owner", "lease_until", "reason"])
          .execute();
        const outputs = [...apis, ...workers].map(
          (one) => `${one.role} ${one.pid}:\n${one.output()}`,
        );
        return [JSON.stringify(rows, null, 1), ...outputs].join("\n");
      },
    );

    doubling = false;
    await doubler;
    await duplicates.close();

    for (const [index, taskId] of taskIds.entries()) {
      const task = tasks.find((row) => row.id === taskId);
      expect(task, uploads[index]?.title).toMatchObject({ status: 100, password_sealed: null });
      const headers = { authorization: `Bearer ${users[index]?.access}` };
      // Exactly one book for the upload, readable through either api process alike.
      const owned = await db.db
        .selectFrom("books")
        .select("id")
        .where("owner_id", "=", task?.user_id as string)
        .execute();
      expect(owned, uploads[index]?.title).toEqual([{ id: task?.book_id }]);
      for (const one of apis) {
        const response = await fetch(
          `${one.baseUrl}/api/v1/pdf_parser/books/${task?.book_id}/?start=0&end=0`,
          { headers },
        );
        expect(response.status).toBe(200);
        const { book } = (await response.json()) as {
          book: { original_pages_count: number; bindery_pages_count: number; book_cover: string };
        };
        expect(
          { original: book.original_pages_count, pages: book.bindery_pages_count },
          uploads[index]?.title,
        ).toEqual(expected[index]);
        const cover = await fetch(new URL(book.book_cover, one.baseUrl));
        expect(cover.status).toBe(200);
      }
    }
    // Each upload was converted once, though delivered twice; only the killed worker's
    // task was taken over, and converted a second time.
    expect(orphaned).toHaveLength(1);
    expect(deliveredAgain.size).toBeGreaterThan(1);
    expect(
      Object.fromEntries(tasks.map((task) => [task.name, task.attempts])),
      "conversions started per upload",
    ).toEqual(
      Object.fromEntries(tasks.map((task) => [task.name, task.id === orphaned[0]?.id ? 2 : 1])),
    );

    const storage = createS3FileStorage(loadConfig({ NODE_ENV: "test", ...services.env }));
    expect(await auditStoredFiles(db.db, storage)).toEqual({ unreferenced: [], missing: [] });
  }, 420_000);
});
