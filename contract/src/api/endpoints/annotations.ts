import type { ApiEndpoint } from "../route.js";

export const listAnnotations = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/annotations/",
  operationId: "listAnnotations",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const createAnnotation = {
  method: "POST",
  path: "/pdf_parser/books/:book_id/annotations/",
  operationId: "createAnnotation",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const updateAnnotation = {
  method: "PATCH",
  path: "/pdf_parser/books/:book_id/annotations/:annotation_id/",
  operationId: "updateAnnotation",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deleteAnnotation = {
  method: "DELETE",
  path: "/pdf_parser/books/:book_id/annotations/:annotation_id/",
  operationId: "deleteAnnotation",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const exportAnnotations = {
  method: "GET",
  path: "/pdf_parser/books/:book_id/annotations/export/",
  operationId: "exportAnnotations",
  security: "bearer",
} as const satisfies ApiEndpoint;
