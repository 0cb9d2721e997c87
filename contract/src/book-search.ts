import { z } from "zod";
import { bookSearchMessages, MAX_SEARCH_QUERY_LENGTH } from "./book-search-limits.js";

/**
 * Search inside one book (`GET /api/v1/pdf_parser/books/{book_id}/search/?q=…&start&end`,
 * the same access rules as the book). Matches are book pages, best first, `start`/`end`
 * inclusive like every other range; `total` counts every matching page.
 *
 * `snippet` is plain text around the match (never HTML); `highlights` are [start, end)
 * character offsets of the matched words inside the snippet; `words` are the distinct
 * words of that page that matched (as written on the page), for the reader to highlight
 * when it opens the page, and `block` is the paragraph of the page (from 0) holding the
 * first match, where the reader opens it. Words the query joins by hyphens or apostrophes
 * ("stop-the-world") match side by side, and come back as one ("stop-the-world", or "stop
 * the world").
 */
export {
  bookSearchMessages,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_RESULTS_PER_REQUEST,
  SEARCH_PAGE_SIZE,
} from "./book-search-limits.js";

export const bookSearchQuerySchema = z.object({
  q: z
    .string({ error: bookSearchMessages.queryRequired })
    .trim()
    .min(1, { error: bookSearchMessages.queryRequired })
    .max(MAX_SEARCH_QUERY_LENGTH, {
      error: bookSearchMessages.queryTooLong(MAX_SEARCH_QUERY_LENGTH),
    }),
});

export const bookSearchHitSchema = z.object({
  page_order: z.number().int(),
  page_number: z.number().int(),
  snippet: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  words: z.array(z.string()),
  block: z.number().int(),
});
export type BookSearchHit = z.infer<typeof bookSearchHitSchema>;

export const bookSearchResponseSchema = z.object({
  results: z.array(bookSearchHitSchema),
  total: z.number().int(),
});
export type BookSearchResponse = z.infer<typeof bookSearchResponseSchema>;
