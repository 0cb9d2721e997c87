import {
  parsePdfResponseSchema,
  taskProgressRequestSchema,
  taskProgressResponseSchema,
} from "../uploads.js";
import type { ApiRoute } from "./route.js";

const tags = ["uploads"];

export const uploadPdf = {
  method: "POST",
  path: "/pdf_parser/parse_pdf/",
  operationId: "uploadPdf",
  summary:
    "Upload a PDF (multipart: file, title, description, and password for a protected PDF) to become a book",
  tags,
  security: "bearer",
  refusals: [400, 403, 413],
  consumes: ["multipart/form-data"],
  responses: { 202: parsePdfResponseSchema },
} as const satisfies ApiRoute;

export const listUploadTasks = {
  method: "POST",
  path: "/pdf_parser/task_progress/",
  operationId: "listUploadTasks",
  summary: "The caller's upload tasks and their states",
  tags,
  security: "bearer",
  body: taskProgressRequestSchema,
  responses: { 200: taskProgressResponseSchema },
} as const satisfies ApiRoute;
