import type { ApiEndpoint } from "../route.js";

// The owner's link for one of their books: make (or replace), show, revoke.

export const createShare = {
  method: "POST",
  path: "/pdf_parser/my_books/:book_id/share/",
  operationId: "createShare",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const getShare = {
  method: "GET",
  path: "/pdf_parser/my_books/:book_id/share/",
  operationId: "getShare",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deleteShare = {
  method: "DELETE",
  path: "/pdf_parser/my_books/:book_id/share/",
  operationId: "deleteShare",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const listMyShares = {
  method: "GET",
  path: "/pdf_parser/my_shares/",
  operationId: "listMyShares",
  security: "bearer",
} as const satisfies ApiEndpoint;

// Reading through a link: anyone holding the token, no account.

export const getSharedBook = {
  method: "GET",
  path: "/shared/:token/",
  operationId: "getSharedBook",
  security: "public",
} as const satisfies ApiEndpoint;

export const unlockSharedBook = {
  method: "POST",
  path: "/shared/:token/unlock/",
  operationId: "unlockSharedBook",
  security: "public",
} as const satisfies ApiEndpoint;

export const getSharedPages = {
  method: "GET",
  path: "/shared/:token/pages/",
  operationId: "getSharedPages",
  security: "public",
} as const satisfies ApiEndpoint;

export const getSharedSnapshots = {
  method: "GET",
  path: "/shared/:token/snapshots/",
  operationId: "getSharedSnapshots",
  security: "public",
} as const satisfies ApiEndpoint;

export const getSharedContents = {
  method: "GET",
  path: "/shared/:token/contents/",
  operationId: "getSharedContents",
  security: "public",
} as const satisfies ApiEndpoint;

export const searchSharedBook = {
  method: "GET",
  path: "/shared/:token/search/",
  operationId: "searchSharedBook",
  security: "public",
} as const satisfies ApiEndpoint;

export const exportSharedEpub = {
  method: "GET",
  path: "/shared/:token/export/epub/",
  operationId: "exportSharedEpub",
  security: "public",
  produces: ["application/epub+zip"],
} as const satisfies ApiEndpoint;

export const recordSharedView = {
  method: "POST",
  path: "/shared/:token/views/",
  operationId: "recordSharedView",
  security: "public",
} as const satisfies ApiEndpoint;
