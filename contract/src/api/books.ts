import { bookSearchQuerySchema, bookSearchResponseSchema } from "../book-search.js";
import { MAX_SEARCH_RESULTS_PER_REQUEST, SEARCH_PAGE_SIZE } from "../book-search-limits.js";
import {
  bookIdParamsSchema,
  bookPagesResponseSchema,
  deletedResponseSchema,
  inclusiveRangeQuerySchema,
  myBooksRangeQuerySchema,
  myBooksResponseSchema,
  pagesRangeQuerySchema,
  publicBooksRangeQuerySchema,
  publicBooksResponseSchema,
  snapshotsRangeQuerySchema,
  snapshotsResponseSchema,
} from "../books.js";
import { bookContentsResponseSchema } from "../contents.js";
import type { ApiRoute } from "./route.js";

const tags = ["books"];

export const getBookPages = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/",
  operationId: "getBookPages",
  summary: "A book and its pages with start <= page_order <= end (private: owner only)",
  tags,
  security: "optionalBearer",
  refusals: [404],
  params: bookIdParamsSchema,
  query: pagesRangeQuerySchema,
  responses: { 200: bookPagesResponseSchema },
} as const satisfies ApiRoute;

export const getBookSnapshots = {
  method: "GET",
  path: "/pdf_parser/snapshots/:book_id/",
  operationId: "getBookSnapshots",
  summary: "Images of the original PDF pages start..end (indices from 0, inclusive)",
  tags,
  security: "optionalBearer",
  refusals: [404],
  params: bookIdParamsSchema,
  query: snapshotsRangeQuerySchema,
  responses: { 200: snapshotsResponseSchema },
} as const satisfies ApiRoute;

export const listMyBooks = {
  method: "GET",
  path: "/pdf_parser/my_books/",
  operationId: "listMyBooks",
  summary: "My Books: the books the caller uploaded, with progress",
  tags,
  security: "bearer",
  query: myBooksRangeQuerySchema,
  responses: { 200: myBooksResponseSchema },
} as const satisfies ApiRoute;

export const listContinueReading = {
  method: "GET",
  path: "/pdf_parser/continue_reading/",
  operationId: "listContinueReading",
  summary:
    "Continue reading: the caller's uploads and the public books they opened, last read first",
  tags,
  security: "bearer",
  query: myBooksRangeQuerySchema,
  responses: { 200: myBooksResponseSchema },
} as const satisfies ApiRoute;

export const deleteMyBook = {
  method: "DELETE",
  path: "/pdf_parser/my_books/:book_id/",
  operationId: "deleteMyBook",
  summary:
    "Delete one of the caller's uploaded books with its pages, snapshots, progress and files; stops its conversion (403 for public-domain books)",
  tags,
  security: "bearer",
  refusals: [403, 404],
  params: bookIdParamsSchema,
  responses: { 200: deletedResponseSchema },
} as const satisfies ApiRoute;

export const listPublicBooks = {
  method: "GET",
  path: "/pdf_parser/public_domain_books/",
  operationId: "listPublicBooks",
  summary: "Ready public-domain books start..end (inclusive), newest first",
  tags,
  security: "public",
  query: publicBooksRangeQuerySchema,
  responses: { 200: publicBooksResponseSchema },
} as const satisfies ApiRoute;

export const getBookContents = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/contents/",
  operationId: "getBookContents",
  summary: "A book's table of contents: outline, EPUB navigation or headings",
  tags,
  security: "optionalBearer",
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: bookContentsResponseSchema },
} as const satisfies ApiRoute;

/** The words, and which of the ranked matches (start..end, inclusive, like every list). */
const searchQuerySchema = bookSearchQuerySchema.and(
  inclusiveRangeQuerySchema({
    defaultSize: SEARCH_PAGE_SIZE,
    maxSize: MAX_SEARCH_RESULTS_PER_REQUEST,
  }),
);

export const searchBook = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/search/",
  operationId: "searchBook",
  summary: "Pages of a book matching the words q, best first, start..end (inclusive)",
  tags,
  security: "optionalBearer",
  refusals: [404],
  params: bookIdParamsSchema,
  query: searchQuerySchema,
  responses: { 200: bookSearchResponseSchema },
} as const satisfies ApiRoute;
