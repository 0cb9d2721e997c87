import type { ApiEndpoint } from "../route.js";

export const getBookPages = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/",
  operationId: "getBookPages",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

export const getBookSnapshots = {
  method: "GET",
  path: "/pdf_parser/snapshots/:book_id/",
  operationId: "getBookSnapshots",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

export const listMyBooks = {
  method: "GET",
  path: "/pdf_parser/my_books/",
  operationId: "listMyBooks",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const listContinueReading = {
  method: "GET",
  path: "/pdf_parser/continue_reading/",
  operationId: "listContinueReading",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deleteMyBook = {
  method: "DELETE",
  path: "/pdf_parser/my_books/:book_id/",
  operationId: "deleteMyBook",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const listPublicBooks = {
  method: "GET",
  path: "/pdf_parser/public_domain_books/",
  operationId: "listPublicBooks",
  security: "public",
} as const satisfies ApiEndpoint;

export const getBookContents = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/contents/",
  operationId: "getBookContents",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

export const searchBook = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/search/",
  operationId: "searchBook",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

export const exportBookEpub = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/export/epub/",
  operationId: "exportBookEpub",
  security: "optionalBearerOrAppPassword",
  produces: ["application/epub+zip"],
} as const satisfies ApiEndpoint;
