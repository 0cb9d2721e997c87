import type { InjectOptions } from "fastify";
import { issueTokenPair } from "../auth/auth.service.js";
import { refreshTokenServiceFor } from "../auth/refresh-tokens.service.js";
import type { BookRow, NewBook } from "../books/books.repo.js";
import { newId } from "../lib/ids.js";
import type { TestContext } from "./test-app.js";

/** Books, users and files for the reading API's tests, written through the real repositories. */

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A user row and an access token, without the cost of password hashing. */
export async function createTestUser(
  ctx: TestContext,
  options: { premium?: boolean } = {},
): Promise<TestUser> {
  const id = newId();
  const now = ctx.deps.clock();
  await ctx.deps.db
    .insertInto("users")
    .values({
      id,
      first_name: "Reader",
      last_name: id.slice(0, 8),
      email: `${id}@example.com`,
      password_hash: "not-a-real-hash",
      is_premium: options.premium ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { access: token } = await issueTokenPair(
    ctx.deps.accessTokens,
    refreshTokenServiceFor(ctx.deps),
    id,
  );
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

export const booksRepoOf = (ctx: TestContext) => ctx.deps.repos.books;

export interface SeedBookOptions extends Partial<NewBook> {
  pages?: number;
  snapshots?: number;
  /** Also store a cover and one image for page 0 (tiny PNG bytes). */
  withFiles?: boolean;
}

/** A 1×1 PNG: real bytes with a real type, for file-serving tests. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * A book with `pages` pages ("Page 0", "Page 1"…, two per PDF page) and `snapshots`
 * snapshots, written the way the uploads pipeline and the importer write them.
 */
export async function seedBook(ctx: TestContext, options: SeedBookOptions = {}): Promise<BookRow> {
  const repo = booksRepoOf(ctx);
  const { pages = 0, snapshots = 0, withFiles = false, ...fields } = options;
  const book = await repo.createBook({
    owner_id: null,
    title: "A Test Book",
    is_public_domain: 1,
    status: "ready",
    ...fields,
  });
  const imageKey = `books/${book.id}/images/p0-1.png`;
  await ctx.deps.repos.pages.appendPages(
    book.id,
    Array.from({ length: pages }, (_, order) => ({
      page_order: order,
      page_number: Math.floor(order / 2),
      page_content: `Page ${order}`,
      visual_content: withFiles && order === 0 ? [imageKey] : [],
    })),
  );
  await repo.appendSnapshots(
    book.id,
    Array.from({ length: snapshots }, (_, index) => ({
      page_number: index,
      image_key: `books/${book.id}/snapshots/${index}.webp`,
      thumb_key: `books/${book.id}/snapshots/${index}-thumb.webp`,
    })),
  );
  if (withFiles) {
    const coverKey = `books/${book.id}/cover.png`;
    await ctx.deps.storage.put(coverKey, TINY_PNG);
    await ctx.deps.storage.put(imageKey, TINY_PNG);
    await repo.updateBook(book.id, { cover_key: coverKey });
  }
  return (await repo.findBook(book.id)) as BookRow;
}

/** GET with optional headers, answered as JSON. */
export async function getJson(
  ctx: TestContext,
  url: string,
  headers: InjectOptions["headers"] = {},
) {
  const response = await ctx.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json(), response };
}
