import { bookSearchResponseSchema } from "../book-search.js";
import {
  bookIdParamsSchema,
  bookPagesResponseSchema,
  deletedResponseSchema,
  myBooksRangeQuerySchema,
  myBooksResponseSchema,
  pagesRangeQuerySchema,
  publicBooksRangeQuerySchema,
  publicBooksResponseSchema,
  snapshotsRangeQuerySchema,
  snapshotsResponseSchema,
} from "../books.js";
import { bookContentsResponseSchema } from "../contents.js";
import { epubFileSchema, searchQuerySchema } from "./book-answers.js";
import * as endpoints from "./endpoints/books.js";
import type { ApiRoute } from "./route.js";

const tags = ["books"];

export const getBookPages = {
  ...endpoints.getBookPages,
  summary: "A book and its pages with start <= page_order <= end (private: owner only)",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  query: pagesRangeQuerySchema,
  responses: { 200: bookPagesResponseSchema },
} as const satisfies ApiRoute;

export const getBookSnapshots = {
  ...endpoints.getBookSnapshots,
  summary: "Images of the original PDF pages start..end (indices from 0, inclusive)",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  query: snapshotsRangeQuerySchema,
  responses: { 200: snapshotsResponseSchema },
} as const satisfies ApiRoute;

export const listMyBooks = {
  ...endpoints.listMyBooks,
  summary: "My Books: the books the caller uploaded, with progress",
  tags,
  query: myBooksRangeQuerySchema,
  responses: { 200: myBooksResponseSchema },
} as const satisfies ApiRoute;

export const listContinueReading = {
  ...endpoints.listContinueReading,
  summary:
    "Continue reading: the caller's uploads and the public books they opened, last read first",
  tags,
  query: myBooksRangeQuerySchema,
  responses: { 200: myBooksResponseSchema },
} as const satisfies ApiRoute;

export const deleteMyBook = {
  ...endpoints.deleteMyBook,
  summary:
    "Delete one of the caller's uploaded books with its pages, snapshots, progress and files; stops its conversion (403 for public-domain books)",
  tags,
  refusals: [403, 404],
  params: bookIdParamsSchema,
  responses: { 200: deletedResponseSchema },
} as const satisfies ApiRoute;

export const listPublicBooks = {
  ...endpoints.listPublicBooks,
  summary: "Ready public-domain books start..end (inclusive), newest first",
  tags,
  query: publicBooksRangeQuerySchema,
  responses: { 200: publicBooksResponseSchema },
} as const satisfies ApiRoute;

export const getBookContents = {
  ...endpoints.getBookContents,
  summary: "A book's table of contents: outline, EPUB navigation or headings",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: bookContentsResponseSchema },
} as const satisfies ApiRoute;

export const searchBook = {
  ...endpoints.searchBook,
  summary: "Pages of a book matching the words q, best first, start..end (inclusive)",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  query: searchQuerySchema,
  responses: { 200: bookSearchResponseSchema },
} as const satisfies ApiRoute;

export const exportBookEpub = {
  ...endpoints.exportBookEpub,
  summary: "The book as an EPUB 3 file (public books; private ones to their owner)",
  description:
    "Reflowed text as XHTML, images, cover, a navigation document from the contents and a page list of the book's pages. Reading apps may sign in with HTTP Basic auth and an app password.",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: epubFileSchema },
} as const satisfies ApiRoute;
