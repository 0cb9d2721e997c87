import { bookMessages } from "@bindery/contract";
import type { BooksTable } from "../db/schema.js";
import { notFound } from "../lib/http-errors.js";

type Ownership = Pick<BooksTable, "owner_id" | "is_public_domain">;

/**
 * Who may read a book: anyone for a public-domain book, only its owner otherwise.
 * Everyone else is told the book does not exist, so private books cannot be probed.
 */
export function canReadBook(book: Ownership, userId: string | null): boolean {
  return book.is_public_domain === 1 || (userId !== null && book.owner_id === userId);
}

/** The book when the caller may read it; 404 'Book not found.' otherwise. */
export function readableOr404<T extends Ownership>(book: T | undefined, userId: string | null): T {
  if (!book || !canReadBook(book, userId)) throw notFound(bookMessages.bookNotFound);
  return book;
}
