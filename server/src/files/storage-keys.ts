import { isUuidId } from "@bindery/contract";
import { assertSafeKey } from "../storage/file-storage.js";

/**
 * Where things live in file storage. Every file of a book is under its own prefix, so
 * deleting the book deletes its files in one call, and serving a file can tell which
 * book (and so which owner) it belongs to from the key alone.
 *
 *   books/<book id>/…        pages' images, snapshots, thumbnails, cover
 *   themes/builtin/…         the built-in themes' images and sounds (public)
 *   anything else            private: served only through a signed URL
 */
export const BUILTIN_THEMES_PREFIX = "themes/builtin/";

export const bookFilesPrefix = (bookId: string) => `books/${bookId}/`;

/**
 * Every file of a book lives under "books/<id>/": deleting the book removes them all,
 * and serving one knows whose it is (files/file-access.ts). A key elsewhere is a bug in
 * the writer, caught here rather than as a broken image later.
 */
export function assertBookFileKey(bookId: string, key: string): void {
  assertSafeKey(key);
  if (!key.startsWith(bookFilesPrefix(bookId))) {
    throw new Error(`A file of book ${bookId} must be under ${bookFilesPrefix(bookId)}: ${key}`);
  }
}

/** The book a key belongs to, or null for a key outside books/ (or naming no possible book). */
export function bookIdOfKey(key: string): string | null {
  const bookId = /^books\/([^/]+)\/./.exec(key)?.[1];
  return bookId && isUuidId(bookId) ? bookId : null;
}

/** assertSafeKey as a test: keys from requests and rows are checked, never trusted. */
export function isSafeStorageKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
