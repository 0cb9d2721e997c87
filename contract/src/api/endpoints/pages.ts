import type { ApiEndpoint } from "../route.js";

export const editPage = {
  method: "PATCH",
  path: "/pdf_parser/pages/:page_id/",
  operationId: "editPage",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deletePage = {
  method: "DELETE",
  path: "/pdf_parser/pages/:page_id/",
  operationId: "deletePage",
  security: "bearer",
} as const satisfies ApiEndpoint;
