#!/usr/bin/env node
/**
 * The library lists with 100,000 books: `npm run bench:library`.
 *
 * Fills a fresh SQLite database (and a PostgreSQL one when reachable at
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) with 100,000
 * books, then times GET public_domain_books and GET continue_reading (a shelf with opened public books) through the real app, at
 * the first page and at a deep offset, and prints each query's plan so index use shows.
 * Needs the contract built (`npm run build -w contract`); server code runs from source.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { register } from "tsx/esm/api";

register();
const server = (file) => import(new URL(`../server/src/${file}`, import.meta.url).href);
const { buildApp } = await server("app.ts");
const { loadConfig } = await server("config.ts");
const { migrateToLatest } = await server("db/migrate.ts");
const { createDeps } = await server("deps.ts");
const { testDatabases } = await server("test-support/databases.ts");
const { bookListQueries } = await server("books/book-lists.repo.ts");
const { CompiledQuery, sql } = await import("kysely");

const TOTAL_BOOKS = 100_000;
const PUBLIC_BOOKS = 70_000;
const SHELF_OWNED = 10_000;
const SHELF_OPENED = 1_000;
const OTHER_OWNERS = 1_000;
/** owner-0, one of the others, also opened this many public books: a typical shelf. */
const TYPICAL_OPENED = 20;
/**
 * Every other owner has read this many public books too, so reading_progress holds about
 * 100,000 rows and the plans show what a busy table gets, not a table of one reader.
 */
const OTHERS_OPENED = 100;
const RUNS = 31;
const PAGE = 25;
const ROWS_PER_INSERT = 500;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function insertAll(db, table, rows) {
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + ROWS_PER_INSERT))
      .execute();
  }
}

/**
 * 70,000 public books; 10,000 owned by one heavy reader, who also opened 1,000 public
 * ones; 20,000 owned by 1,000 others (20 each; owner-0 also opened 20 public books, each
 * of the others 100).
 */
async function seed(db) {
  const start = Date.UTC(2020, 0, 1);
  const user = (id) => ({
    id,
    first_name: "Bench",
    last_name: id,
    email: `${id}@bench.example`,
    password_hash: "-",
    is_premium: 0,
    created_at: start,
    updated_at: start,
  });
  const others = Array.from({ length: OTHER_OWNERS }, (_, index) => `owner-${index}`);
  await insertAll(db, "users", [user("reader"), ...others.map(user)]);

  const books = [];
  for (let index = 0; index < TOTAL_BOOKS; index += 1) {
    const isPublic = index < PUBLIC_BOOKS;
    const onShelf = !isPublic && index < PUBLIC_BOOKS + SHELF_OWNED;
    books.push({
      id: `book-${String(index).padStart(6, "0")}`,
      owner_id: isPublic ? null : onShelf ? "reader" : others[index % OTHER_OWNERS],
      title: `Book ${index}`,
      description: "A benchmark book with a description of ordinary length for a card.",
      author: "Anonymous",
      language: "en",
      is_public_domain: isPublic ? 1 : 0,
      // Some of every kind, as a real table has.
      status: index % 50 === 0 ? "converting" : index % 97 === 0 ? "failed" : "ready",
      cover_key: `books/book-${index}/cover.webp`,
      bindery_pages_count: 300,
      original_pages_count: 150,
      source_id: null,
      // Imports arrive in batches: ten books share each timestamp.
      created_at: start + Math.floor(index / 10) * 1000,
      updated_at: start,
    });
  }
  await insertAll(db, "books", books);
  const opened = Array.from({ length: SHELF_OPENED }, (_, index) => ({
    user_id: "reader",
    book_id: `book-${String(index * 7).padStart(6, "0")}`,
    last_read_page: index % 300,
    progress: 0,
    theme_id: null,
    page_theme_id: null,
    updated_at: start + 10_000_000 + index * 1000,
  }));
  const typical = Array.from({ length: TYPICAL_OPENED }, (_, index) => ({
    ...opened[index],
    user_id: "owner-0",
    book_id: `book-${String(index * 13).padStart(6, "0")}`,
  }));
  // owner-0's shelf is the typical one above; the rest read elsewhere in the catalog.
  const elsewhere = others.slice(1).flatMap((userId, ownerIndex) =>
    Array.from({ length: OTHERS_OPENED }, (_, index) => ({
      ...opened[0],
      user_id: userId,
      book_id: `book-${String((ownerIndex * 37 + index * 101) % PUBLIC_BOOKS).padStart(6, "0")}`,
      updated_at: start + 20_000_000 + ownerIndex * 1000 + index,
    })),
  );
  await insertAll(db, "reading_progress", [...opened, ...typical, ...elsewhere]);
}

async function explain(db, kind, query) {
  const compiled = query.compile();
  const prefix = kind === "sqlite" ? "EXPLAIN QUERY PLAN " : "EXPLAIN (COSTS OFF) ";
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(prefix + compiled.sql, compiled.parameters),
  );
  return rows.map((row) => (kind === "sqlite" ? `${row.detail}` : row["QUERY PLAN"]));
}

async function time(app, url, headers) {
  const samples = [];
  let body;
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: "GET", url, headers });
    samples.push(performance.now() - began);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    body = response.json();
  }
  return { ms: median(samples), body };
}

async function benchOne(target) {
  const database = await target.create();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-bench-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: "silent",
  });
  const deps = createDeps(config);
  try {
    await migrateToLatest(deps.db);
    const seeded = performance.now();
    await seed(deps.db);
    // What autovacuum and a periodic ANALYZE do in production: fresh statistics.
    await sql`${sql.raw(deps.dbKind === "sqlite" ? "ANALYZE" : "VACUUM ANALYZE")}`.execute(deps.db);
    const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);
    const app = await buildApp(deps, { webDist: path.join(dataDir, "no-web") });
    await app.ready();
    const bearer = async (userId) => ({
      authorization: `Bearer ${await deps.accessTokens.issue(userId)}`,
    });
    const heavy = await bearer("reader");
    const typical = await bearer("owner-0");
    const totalOf = async (list, headers) =>
      (await time(app, `/api/v1/pdf_parser/${list}/?start=0&end=0`, headers)).body.total;
    const publicTotal = await totalOf("public_domain_books");
    const shelfTotal = await totalOf("continue_reading", heavy);
    const typicalTotal = await totalOf("continue_reading", typical);
    const cases = [
      ["public_domain_books", 0, publicTotal, undefined],
      ["public_domain_books", publicTotal - PAGE, publicTotal, undefined],
      ["continue_reading", 0, shelfTotal, heavy],
      ["continue_reading", shelfTotal - PAGE, shelfTotal, heavy],
      ["continue_reading", 0, typicalTotal, typical],
    ];
    console.log(
      `\n${target.name}: ${TOTAL_BOOKS.toLocaleString("en")} books seeded in ${seedSeconds} s ` +
        `(${publicTotal.toLocaleString("en")} ready public; the reader's shelf holds ${shelfTotal.toLocaleString("en")})`,
    );
    for (const [list, start, total, auth] of cases) {
      const url = `/api/v1/pdf_parser/${list}/?start=${start}&end=${start + PAGE - 1}`;
      const { ms, body } = await time(app, url, auth);
      const items = (body.public_books ?? body.books).length;
      console.log(
        `  ${list.padEnd(20)} start=${String(start).padEnd(6)} of ${String(total).padEnd(6)} ` +
          `median ${ms.toFixed(2).padStart(7)} ms  (${items} books, ${RUNS} runs)`,
      );
    }

    const queries = bookListQueries(deps.db);
    const plans = [
      [
        "public page (deep)",
        queries.publicPage({ start: publicTotal - PAGE, end: publicTotal - 1 }),
      ],
      ["public count", queries.publicCount()],
      [
        "shelf page (deep)",
        queries.shelfPage("reader", "reading", { start: shelfTotal - PAGE, end: shelfTotal - 1 }),
      ],
    ];
    for (const [name, query] of plans) {
      console.log(`  EXPLAIN ${name}:`);
      for (const line of await explain(deps.db, deps.dbKind, query)) console.log(`    ${line}`);
    }
    await app.close();
  } finally {
    await deps.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const target of await testDatabases()) await benchOne(target);
