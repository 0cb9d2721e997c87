import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainTextBook } from "../support/plain-text-book.js";
import { startServer, type TestServer } from "../support/server.js";

/**
 * First run on a real server: with BINDERY_SEED_DIR the empty catalog fills in the
 * background while the server already answers; test servers without it stay empty
 * (the other browser tests rely on that), even where the development corpus exists.
 */
const paragraph = (n: number) =>
  `Passage ${n}: the lamplighter walked the length of the harbour wall at dusk and lit\nthe lamps one by one while the fishing boats came home on the evening tide.`;
const BOOK = plainTextBook("THE LAMPLIGHTER", "Jonah Wick", [
  [1, 2, 3].map(paragraph),
  [4, 5, 6].map(paragraph),
]);

async function publicBooks(baseUrl: string): Promise<{ book_name: string; status: string }[]> {
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/public_domain_books/?start=0&end=24`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { public_books: { book_name: string; status: string }[] })
    .public_books;
}

describe("first run", () => {
  let seedDir: string;
  let seeded: TestServer;
  let plain: TestServer;

  beforeAll(async () => {
    seedDir = await mkdtemp(path.join(os.tmpdir(), "bindery-seed-"));
    await writeFile(path.join(seedDir, "lamplighter.txt"), BOOK);
    seeded = await startServer({ BINDERY_SEED_DIR: seedDir });
    plain = await startServer();
  });
  afterAll(async () => {
    await seeded?.stop();
    await plain?.stop();
    await rm(seedDir, { recursive: true, force: true });
  });

  it("answers at once and fills the empty catalog from BINDERY_SEED_DIR in the background", async () => {
    const health = await fetch(`${seeded.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    let books = await publicBooks(seeded.baseUrl);
    for (let tries = 0; books.length === 0 && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      books = await publicBooks(seeded.baseUrl);
    }
    expect(books.map((book) => book.book_name)).toEqual(["The Lamplighter"]);
    expect(books[0]?.status).toBe("ready");
  });

  it("leaves a test server's catalog empty without a seed folder", async () => {
    expect(await publicBooks(plain.baseUrl)).toEqual([]);
  });
});
