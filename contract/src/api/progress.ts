import { bookIdParamsSchema } from "../books.js";
import { bookViewResponseSchema, bookViewUpdateSchema } from "../progress.js";
import type { ApiRoute } from "./route.js";

const tags = ["progress"];

export const getBookProgress = {
  method: "GET",
  path: "/pdf_parser/my_book_view/:book_id/",
  operationId: "getBookProgress",
  summary: "Where the caller is in a book, and its themes (defaults if never opened)",
  tags,
  security: "bearer",
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: bookViewResponseSchema },
} as const satisfies ApiRoute;

export const updateBookProgress = {
  method: "PATCH",
  path: "/pdf_parser/my_book_view/:book_id/",
  operationId: "updateBookProgress",
  summary: "Save last_read_page (with last_read_block) and/or the themes; progress is derived",
  tags,
  security: "bearer",
  refusals: [403, 404],
  params: bookIdParamsSchema,
  body: bookViewUpdateSchema,
  responses: { 200: bookViewResponseSchema },
} as const satisfies ApiRoute;
