import { z } from "zod";
import { bookSearchQuerySchema } from "../book-search.js";
import { MAX_SEARCH_RESULTS_PER_REQUEST, SEARCH_PAGE_SIZE } from "../book-search-limits.js";
import { inclusiveRangeQuerySchema } from "../books.js";

/**
 * Schemas more than one area's routes use for a book (its own routes, and the same book
 * read through a share link). Not an area itself: index.ts does not export it as routes.
 */

/** The export's answer: the file's bytes (described as a binary string). */
export const epubFileSchema = z
  .string()
  .describe("The book as an EPUB 3 file (reflowed text, images, cover, contents, page list)");

/** The words, and which of the ranked matches (start..end, inclusive, like every list). */
export const searchQuerySchema = bookSearchQuerySchema.and(
  inclusiveRangeQuerySchema({
    defaultSize: SEARCH_PAGE_SIZE,
    maxSize: MAX_SEARCH_RESULTS_PER_REQUEST,
  }),
);
