#!/usr/bin/env node
/**
 * An upload through the API, as a user makes it: `npm run bench:upload`.
 *
 * Starts the built server (`node server/dist/main.js`, `npm run build` first) on a fresh
 * SQLite data folder with an empty catalog, signs up, waits for the spare converter
 * process, then uploads a PDF (default ../shared/corpus/pdfs/freeculture.pdf, or the
 * path given) RUNS times, one after the other, and prints for each: when the upload was
 * answered, when its first 20 book pages could be read, and when the book was complete,
 * all counted from the moment the upload started.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pdfPath = process.argv[2] ?? join(root, "..", "shared", "corpus", "pdfs", "freeculture.pdf");
const RUNS = 2;
const FIRST_PAGES = 20;
const PORT = 3977;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

for (const [file, hint] of [
  [join(root, "server", "dist", "main.js"), "run `npm run build` first"],
  [pdfPath, "pass a PDF's path"],
]) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: ${hint}.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "bindery-bench-upload-"));
const emptySeed = join(dataDir, "no-seed");
// The embedded defaults (SQLite in the data folder, no Redis), as `npm start` runs.
const { DATABASE_URL: _database, REDIS_URL: _redis, ...environment } = process.env;
const server = spawn("node", ["server/dist/main.js"], {
  cwd: root,
  env: {
    ...environment,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    // No catalog import: it would take the CPU from the uploads being timed.
    BINDERY_SEED_DIR: emptySeed,
    CATALOG_STARTER_SET: "none",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForServer();
  const auth = await signUp();
  // The spare converter process loads MuPDF, sharp and the fonts after the server listens.
  await sleep(3000);
  const pdf = readFileSync(pdfPath);
  console.log(
    `Uploading ${basename(pdfPath)} (${(pdf.length / 1024 / 1024).toFixed(1)} MB) ${RUNS} times`,
  );
  for (let run = 1; run <= RUNS; run++) {
    const timing = await timeUpload(auth, pdf, `Run ${run}`);
    console.log(
      `  run ${run}: answered ${seconds(timing.answered)}, first ${FIRST_PAGES} pages ${seconds(timing.firstPages)}, complete ${seconds(timing.complete)}`,
    );
    await sleep(2000);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("the server did not start within a minute");
}

async function signUp() {
  const response = await fetch(`${base}/api/v1/users/signup/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Mark",
      email: "bench@example.com",
      password: "a long enough password",
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return { authorization: `Bearer ${(await response.json()).access}` };
}

async function timeUpload(auth, pdf, title) {
  const form = new FormData();
  form.append("title", title);
  form.append("file", new Blob([pdf], { type: "application/pdf" }), basename(pdfPath));
  const started = performance.now();
  const answer = await fetch(`${base}/api/v1/pdf_parser/parse_pdf/`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  const answered = performance.now() - started;
  if (answer.status !== 202) throw new Error(`parse_pdf answered ${answer.status}`);
  const { task_id: taskId } = await answer.json();
  let firstPages = null;
  for (;;) {
    const task = await findTask(auth, taskId);
    if (task.status < 0) throw new Error(`the conversion failed: ${task.reason}`);
    if (firstPages === null && task.book_id && (await readablePages(auth, task.book_id))) {
      firstPages = performance.now() - started;
    }
    if (task.status === 100) {
      return {
        answered,
        firstPages: firstPages ?? performance.now() - started,
        complete: performance.now() - started,
      };
    }
    await sleep(25);
  }
}

async function findTask(auth, taskId) {
  const response = await fetch(`${base}/api/v1/pdf_parser/task_progress/`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ task: "book_upload" }),
  });
  const { tasks } = await response.json();
  const task = tasks.find((candidate) => candidate.user_task_progress_unique_id === taskId);
  if (!task) throw new Error(`task ${taskId} is not in the user's tasks`);
  return task;
}

async function readablePages(auth, bookId) {
  const end = FIRST_PAGES - 1;
  const response = await fetch(`${base}/api/v1/pdf_parser/books/${bookId}/?start=0&end=${end}`, {
    headers: auth,
  });
  return response.ok && (await response.json()).pages.length >= FIRST_PAGES;
}
