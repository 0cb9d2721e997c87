import {
  parsePdfResponseSchema,
  taskProgressRequestSchema,
  taskProgressResponseSchema,
} from "../uploads.js";
import * as endpoints from "./endpoints/uploads.js";
import type { ApiRoute } from "./route.js";

const tags = ["uploads"];

export const uploadPdf = {
  ...endpoints.uploadPdf,
  summary:
    "Upload a PDF (multipart: file, title, description, and password for a protected PDF) to become a book",
  tags,
  refusals: [400, 403, 413],
  responses: { 202: parsePdfResponseSchema },
} as const satisfies ApiRoute;

export const listUploadTasks = {
  ...endpoints.listUploadTasks,
  summary: "The caller's upload tasks and their states",
  tags,
  body: taskProgressRequestSchema,
  responses: { 200: taskProgressResponseSchema },
} as const satisfies ApiRoute;
