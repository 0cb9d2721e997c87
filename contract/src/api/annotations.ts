import { z } from "zod";
import { annotationMessages } from "../annotation-rules.js";
import {
  annotationCreateSchema,
  annotationSchema,
  annotationsExportQuerySchema,
  annotationsExportSchema,
  annotationsQuerySchema,
  annotationsResponseSchema,
  annotationUpdateSchema,
} from "../annotations.js";
import { bookIdParamsSchema, bookMessages } from "../books.js";
import { uuidIdSchema } from "../ids.js";
import * as endpoints from "./endpoints/annotations.js";
import type { ApiRoute } from "./route.js";

const tags = ["annotations"];

const annotationParamsSchema = z.object({
  book_id: uuidIdSchema(bookMessages.bookNotFound),
  annotation_id: uuidIdSchema(annotationMessages.notFound),
});

export const listAnnotations = {
  ...endpoints.listAnnotations,
  summary: "The caller's bookmarks and highlights in a book; with since, what changed after it",
  description:
    "Without since: the live annotations. With since: every annotation the server received a change of after it, deletions included as tombstones (deleted_at set), so a device can sync. next_since is the since of the next sync.",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  query: annotationsQuerySchema,
  responses: { 200: annotationsResponseSchema },
} as const satisfies ApiRoute;

export const createAnnotation = {
  ...endpoints.createAnnotation,
  summary: "Add a bookmark or a highlight (with its quote, color and an optional note)",
  tags,
  refusals: [404, 409],
  params: bookIdParamsSchema,
  body: annotationCreateSchema,
  responses: { 201: annotationSchema },
} as const satisfies ApiRoute;

export const updateAnnotation = {
  ...endpoints.updateAnnotation,
  summary: "Change an annotation's note or color; the later change (updated_at) wins",
  tags,
  refusals: [404],
  params: annotationParamsSchema,
  body: annotationUpdateSchema,
  responses: { 200: annotationSchema },
} as const satisfies ApiRoute;

export const deleteAnnotation = {
  ...endpoints.deleteAnnotation,
  summary: "Delete an annotation (kept as a tombstone for other devices to sync)",
  tags,
  refusals: [404],
  params: annotationParamsSchema,
  responses: { 200: annotationSchema },
} as const satisfies ApiRoute;

export const exportAnnotations = {
  ...endpoints.exportAnnotations,
  summary: "Download the caller's annotations in a book as Markdown (format=md) or JSON",
  description:
    "format=md answers text/markdown: the title, the author, each quote with its page, note and a link back to the reader. format=json answers the book and its live annotations.",
  tags,
  refusals: [404],
  params: bookIdParamsSchema,
  query: annotationsExportQuerySchema,
  responses: { 200: z.union([annotationsExportSchema, z.string()]) },
} as const satisfies ApiRoute;
