#!/usr/bin/env node
/**
 * Search inside a 3,450-page book: `npm run bench:search` (after `npm run build`).
 *
 * Writes War and Peace (../shared/corpus/books, or generated prose when the corpus is
 * absent) as a 3,450-page book straight into a fresh SQLite database, and a PostgreSQL
 * one when reachable at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * with the corpus's other books beside it so the index holds more than one book. Then
 * starts the built server on each and times, over HTTP, typical searches against GET
 * /healthz on the same server in the same run (the cost of a request that does nothing).
 * Aim: a search answers in under 50 ms.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = (file) => import(join(root, "server", "dist", file));
if (!existsSync(join(root, "server", "dist", "main.js"))) {
  console.error("Missing server/dist/main.js: run `npm run build` first.");
  process.exit(1);
}
const { connectDatabase } = await dist("db/connect.js");
const { migrateToLatest } = await dist("db/migrate.js");

const BOOK_PAGES = 3450;
const RUNS = 21;
const PORT = 3978;
const base = `http://127.0.0.1:${PORT}`;
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const booksDir = join(root, "..", "shared", "corpus", "books");
const QUERIES = [
  ["one word", "Natasha"],
  ["two words", "Prince Andrew"],
  ["rare word", "Borodino"],
  ["prefix while typing", "Moscow bur"],
  ["common word", "the"],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Gutenberg text as paragraphs (wrapped lines joined), chapter titles as headings. */
function paragraphsOf(text) {
  return text
    .replace(/\r/g, "")
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((paragraph) =>
      /^(CHAPTER|BOOK|PART) [A-Z0-9]+/.test(paragraph) ? `# ${paragraph}` : paragraph,
    );
}

/** Packs paragraphs into `count` pages of about equal length, as the layout would. */
function pagesOf(paragraphs, count) {
  const total = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const perPage = total / count;
  const pages = [];
  let page = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    page.push(paragraph);
    length += paragraph.length;
    if (length >= perPage * (pages.length + 1) && pages.length < count - 1) {
      pages.push(page.join("\n\n"));
      page = [];
    }
  }
  pages.push(page.join("\n\n"));
  while (pages.length < count) pages.push("The end.");
  return pages;
}

function generatedProse() {
  const words = [
    "Natasha",
    "Prince",
    "Andrew",
    "Moscow",
    "burned",
    "army",
    "the",
    "river",
    "Borodino",
  ];
  return Array.from({ length: 30_000 }, (_, i) =>
    Array.from({ length: 20 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(" "),
  ).join("\n\n");
}

function library() {
  const corpus = existsSync(join(booksDir, "pg2600_war_and_peace.txt"));
  if (!corpus)
    console.warn(`No corpus at ${booksDir}: generated prose stands in for War and Peace.`);
  const war = corpus
    ? readFileSync(join(booksDir, "pg2600_war_and_peace.txt"), "utf8")
    : generatedProse();
  const others = corpus
    ? readdirSync(booksDir)
        .filter((file) => file.endsWith(".txt") && !file.startsWith("pg2600"))
        .map((file) => readFileSync(join(booksDir, file), "utf8"))
    : [];
  return [
    { title: "War and Peace", pages: pagesOf(paragraphsOf(war), BOOK_PAGES) },
    ...others.map((text, index) => {
      const paragraphs = paragraphsOf(text);
      return {
        title: `Other ${index}`,
        pages: pagesOf(paragraphs, Math.max(1, Math.round(text.length / 1000))),
      };
    }),
  ];
}

async function seed(url, books) {
  const { db, close } = connectDatabase(url);
  try {
    await migrateToLatest(db);
    const ids = [];
    for (const book of books) {
      const id = randomUUID();
      ids.push(id);
      const now = Date.now();
      await db
        .insertInto("books")
        .values({
          id,
          owner_id: null,
          title: book.title,
          description: "",
          author: null,
          language: "en",
          is_public_domain: 1,
          status: "ready",
          cover_key: null,
          bindery_pages_count: book.pages.length,
          original_pages_count: book.pages.length,
          source_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const rows = book.pages.map((page_content, page_order) => ({
        id: randomUUID(),
        book_id: id,
        page_order,
        page_number: page_order,
        page_content,
        visual_content: "[]",
      }));
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto("pages")
          .values(rows.slice(i, i + 500))
          .execute();
    }
    return ids[0];
  } finally {
    await close();
  }
}

async function timed(url) {
  const samples = [];
  let body;
  for (let run = 0; run < RUNS; run++) {
    const began = performance.now();
    const response = await fetch(url);
    body = await response.json();
    samples.push(performance.now() - began);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  }
  return { ms: median(samples), body };
}

async function withServer(databaseUrl, dataDir, work) {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...environment } = process.env;
  const server = spawn("node", ["server/dist/main.js"], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BINDERY_SEED_DIR: join(dataDir, "no-seed"),
      CATALOG_STARTER_SET: "none",
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (tries > 1800) throw new Error("the server did not start in 3 minutes");
      }
      await sleep(100);
    }
    await work();
  } finally {
    server.kill();
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

async function bench(name, databaseUrl, dataDir, books) {
  const seeding = performance.now();
  const bookId = await seed(databaseUrl, books);
  const pages = books.reduce((sum, book) => sum + book.pages.length, 0);
  console.log(
    `\n${name}: ${pages.toLocaleString("en")} pages of ${books.length} books written and indexed in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s; medians of ${RUNS} requests over HTTP`,
  );
  await withServer(databaseUrl, dataDir, async () => {
    const search = (q) =>
      `${base}/api/v1/pdf_parser/books/${bookId}/search/?q=${encodeURIComponent(q)}`;
    // The first start renders the built-in themes before it listens: waited for above.
    // Warm both paths (connections, prepared statements, page cache) before timing.
    await timed(`${base}/healthz`);
    await timed(search("warm"));
    const reference = (await timed(`${base}/healthz`)).ms;
    console.log(
      `  ${"GET /healthz (reference)".padEnd(34)} ${reference.toFixed(2).padStart(7)} ms`,
    );
    for (const [label, q] of QUERIES) {
      const { ms, body } = await timed(search(q));
      console.log(
        `  ${`search ${label} "${q}"`.padEnd(34)} ${ms.toFixed(2).padStart(7)} ms  ` +
          `${(ms / reference).toFixed(1).padStart(5)}× reference  ${String(body.total).padStart(5)} pages match` +
          `${ms < 50 ? "" : "  (over the 50 ms aim)"}`,
      );
    }
  });
}

const books = library();
const sqliteDir = mkdtempSync(join(tmpdir(), "bindery-bench-search-"));
try {
  await bench("SQLite (FTS5)", `sqlite:${join(sqliteDir, "bindery.db")}`, sqliteDir, books);
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
let reachable = true;
await admin.connect().catch(() => {
  reachable = false;
});
if (!reachable) {
  console.warn(`\nPostgreSQL at ${postgresUrl} is not reachable: skipped.`);
} else {
  const name = `bindery_bench_${randomBytes(6).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(join(tmpdir(), "bindery-bench-search-"));
  try {
    await bench("PostgreSQL (tsvector, GIN)", url.toString(), pgDir, books);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}
