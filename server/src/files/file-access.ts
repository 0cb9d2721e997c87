import type { BooksTable } from "../db/schema.js";
import type { FileAccess } from "./file-urls.js";
import { BUILTIN_THEMES_PREFIX, bookIdOfKey } from "./storage-keys.js";

const ONE_YEAR = 365 * 24 * 3600;
const ONE_WEEK = 7 * 24 * 3600;
/** A private file may be cached as long as its URL stays the same (file-urls.ts). */
const PRIVATE_MAX_AGE = 3600;

/** Finds a book by id; the books repo is one. Files sit below books, so they take it in. */
export interface BookLookup {
  findBook(bookId: string): Promise<Pick<BooksTable, "is_public_domain"> | undefined>;
}

/** A public-domain book's files are public; every other book's need a signed URL. */
export function bookFileAccess(book: Pick<BooksTable, "is_public_domain">): FileAccess {
  return book.is_public_domain === 1 ? "public" : "private";
}

export type FileAudience =
  | { kind: "builtin-theme" }
  | { kind: "public-book" }
  | { kind: "private"; expiresAt: number };

/**
 * Which files anyone may fetch without a signature: the built-in themes and the files of
 * public-domain books. Everything else is private by default, so a new kind of file
 * is never public by accident.
 */
export async function publicAudienceOf(
  key: string,
  books: BookLookup,
): Promise<FileAudience | null> {
  if (key.startsWith(BUILTIN_THEMES_PREFIX)) return { kind: "builtin-theme" };
  const bookId = bookIdOfKey(key);
  if (!bookId) return null;
  const book = await books.findBook(bookId);
  return book && bookFileAccess(book) === "public" ? { kind: "public-book" } : null;
}

/**
 * Built-in theme keys carry a hash of their content (themes/install-builtin-themes.ts), so they
 * never change; a public book's files are written once but the book may be withdrawn.
 */
export function cacheControlFor(audience: FileAudience, nowSeconds: number): string {
  switch (audience.kind) {
    case "builtin-theme":
      return `public, max-age=${ONE_YEAR}, immutable`;
    case "public-book":
      return `public, max-age=${ONE_WEEK}`;
    case "private": {
      const left = Math.max(0, Math.min(PRIVATE_MAX_AGE, audience.expiresAt - nowSeconds));
      return `private, max-age=${left}`;
    }
  }
}
