import type { ApiEndpoint } from "../route.js";

export const uploadPdf = {
  method: "POST",
  path: "/pdf_parser/parse_pdf/",
  operationId: "uploadPdf",
  security: "bearer",
  consumes: ["multipart/form-data"],
} as const satisfies ApiEndpoint;

export const listUploadTasks = {
  method: "POST",
  path: "/pdf_parser/task_progress/",
  operationId: "listUploadTasks",
  security: "bearer",
} as const satisfies ApiEndpoint;
