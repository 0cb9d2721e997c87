import {
  type Book,
  type BookStatus,
  bookStatusSchema,
  displayTitle,
  readingDirection,
  usableMetadata,
} from "@bindery/contract";
import { bookFileAccess } from "../files/file-access.js";
import type { FileAddresses } from "../files/file-urls.js";
import type { BookRow } from "./books.repo.js";

/** A status the contract does not know (a hand-edited row) is shown as failed, not a 500. */
const statusOf = (value: string): BookStatus => bookStatusSchema.catch("failed").parse(value);

/**
 * A book row as the API answers it; file keys become URLs (signed for private books).
 * A catalog title in capitals is shown in title case (an uploader's title stays as they
 * typed it), and an author that is junk metadata, stored before the converter dropped
 * such values, is not shown.
 */
export function toBook(row: BookRow, urls: FileAddresses): Book {
  return {
    book_meta_unique_id: row.id,
    book_name: row.is_public_domain === 1 ? displayTitle(row.title, row.language) : row.title,
    book_cover: row.cover_key ? urls.url(row.cover_key, bookFileAccess(row)) : null,
    bindery_pages_count: row.bindery_pages_count,
    original_pages_count: row.original_pages_count,
    is_public_domain: row.is_public_domain === 1 ? 1 : 0,
    description: row.description,
    author: usableMetadata(row.author),
    language: row.language,
    reading_direction: readingDirection(row.page_direction, row.language),
    status: statusOf(row.status),
    notice: row.notice,
  };
}
