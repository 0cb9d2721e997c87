import type { ApiEndpoint } from "../route.js";

export const getBookProgress = {
  method: "GET",
  path: "/pdf_parser/my_book_view/:book_id/",
  operationId: "getBookProgress",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const updateBookProgress = {
  method: "PATCH",
  path: "/pdf_parser/my_book_view/:book_id/",
  operationId: "updateBookProgress",
  security: "bearer",
} as const satisfies ApiEndpoint;
