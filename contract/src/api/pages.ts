import {
  pageDeleteResponseSchema,
  pageEditRequestSchema,
  pageEditResponseSchema,
  pageIdParamsSchema,
} from "../books.js";
import * as endpoints from "./endpoints/pages.js";
import type { ApiRoute } from "./route.js";

export const editPage = {
  ...endpoints.editPage,
  summary: "Change a page's text (owner of a private book only)",
  tags: ["pages"],
  refusals: [403, 404, 409],
  params: pageIdParamsSchema,
  body: pageEditRequestSchema,
  responses: { 200: pageEditResponseSchema },
} as const satisfies ApiRoute;

export const deletePage = {
  ...endpoints.deletePage,
  summary: "Delete a page; the following pages move up one place (owner only)",
  tags: ["pages"],
  refusals: [403, 404, 409],
  params: pageIdParamsSchema,
  responses: { 200: pageDeleteResponseSchema },
} as const satisfies ApiRoute;
