import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { convertPdfIsolated } from "@bindery/converter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { connectDatabase, type DatabaseHandle } from "../../server/src/db/connect.js";
import { createS3FileStorage } from "../../server/src/storage/s3-file-storage.js";
import { type TestDatabase, testDatabases } from "../../server/src/test-support/databases.js";
import { reachableRedis } from "../../server/src/test-support/redis.js";
import { startS3Server } from "../../server/src/test-support/s3-server.js";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import { auditStoredFiles } from "../../server/src/test-support/stored-files-audit.js";
import { newUser, signUpViaApi } from "../support/api.js";
import { type ClusterProcess, startClusterProcess } from "../support/cluster.js";

const CORPUS = path.resolve(import.meta.dirname, "../../../shared/corpus/pdfs");
/** Small corpus PDFs of different kinds (text, columns, images, CJK, RTL, PDF 2.0). */
const CORPUS_PICKS: string[] = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../bench/small-corpus-pdfs.json"), "utf8"),
);
const USERS = 12;
const PASSWORD = "scale out";

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
    { title: "Generated long", bytes: samplePdf(40).bytes },
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

const databases = await testDatabases();
const postgres = databases.find((target) => target.name === "postgres");
const redisUrl = await reachableRedis();
if (!postgres || !redisUrl) console.warn("Scale test skipped: it needs PostgreSQL and Redis.");

/**
 * Bindery scaled out as an operator runs it: two api and two worker processes on one
 * PostgreSQL, Redis and S3-compatible store, each with its own empty data folder. Twelve
 * users upload at once, and a worker is killed with kill -9 in the middle of a conversion.
 */
describe.skipIf(!postgres || !redisUrl)("Bindery scaled out", () => {
  let database: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let db: DatabaseHandle;
  const apis: ClusterProcess[] = [];
  const workers: ClusterProcess[] = [];

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create();
    s3 = await startS3Server();
    // A Redis database of its own, so other runs' queues and limits stay apart.
    const redis = new URL(redisUrl as string);
    redis.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.toString(),
      // One conversion at a time per worker on 2 cores: the workers scale by count.
      CONVERSION_CONCURRENCY: "1",
      ...s3.env,
    };
    // The first api migrates the database and stores the themes; the rest start together.
    apis.push(await startClusterProcess("api", env));
    const rest = await Promise.all([
      startClusterProcess("api", env),
      startClusterProcess("worker", env),
      startClusterProcess("worker", env),
    ]);
    apis.push(rest[0]);
    workers.push(rest[1], rest[2]);
    db = connectDatabase(database.url);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await db?.close();
    await s3?.close();
    await database?.drop();
  }, 60_000);

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

    // A worker dies mid-conversion: the one holding the first task seen converting.
    const victim = await waitFor(async () => {
      const converting = await db.db
        .selectFrom("upload_tasks")
        .select("lease_owner")
        .where("status", ">=", 1)
        .where("status", "<", 100)
        .where("lease_owner", "is not", null)
        .executeTakeFirst();
      const pid = Number(converting?.lease_owner?.split("/")[1]);
      return workers.find((worker) => worker.pid === pid);
    }, 60_000);
    victim.kill();

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
      expect(owned).toEqual([{ id: task?.book_id }]);
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
    // The killed worker's task was taken over: one attempt more than the others.
    expect(tasks.some((task) => task.attempts > 1)).toBe(true);

    const storage = createS3FileStorage(loadConfig({ NODE_ENV: "test", ...s3.env }));
    expect(await auditStoredFiles(db.db, storage)).toEqual({ unreferenced: [], missing: [] });
  }, 420_000);
});

async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => Promise<string> = async () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      throw new Error(`Not reached within ${timeoutMs / 1000} s.\n${await explain()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
