import { bookIdParamsSchema } from "../books.js";
import { bookViewResponseSchema, bookViewUpdateSchema } from "../progress.js";
import * as endpoints from "./endpoints/progress.js";
import type { ApiRoute } from "./route.js";

const tags = ["progress"];

export const getBookProgress = {
  ...endpoints.getBookProgress,
  summary: "Where the caller is in a book, and its themes (defaults if never opened)",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  responses: { 200: bookViewResponseSchema },
} as const satisfies ApiRoute;

export const updateBookProgress = {
  ...endpoints.updateBookProgress,
  summary: "Save last_read_page (with last_read_block) and/or the themes; progress is derived",
  tags,
  refusals: [403, 404],
  params: bookIdParamsSchema,
  body: bookViewUpdateSchema,
  responses: { 200: bookViewResponseSchema },
} as const satisfies ApiRoute;
