import { z } from "zod";
import {
  ANNOTATION_KINDS,
  annotationLimits,
  annotationMessages,
  HIGHLIGHT_COLORS,
} from "./annotation-rules.js";

/**
 * A reader's bookmarks and highlights in a book (`/api/v1/pdf_parser/books/{id}/annotations/`):
 * private to the reader, synced between their devices, exported as Markdown or JSON.
 */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const noteSchema = z
  .string({ error: annotationMessages.note })
  .refine((note) => utf8Bytes(note) <= annotationLimits.noteBytes, {
    error: annotationMessages.note,
  });

export const quoteSchema = z.object({
  exact: z
    .string({ error: annotationMessages.exact })
    .min(1, { error: annotationMessages.exact })
    .max(annotationLimits.exactChars, { error: annotationMessages.exact }),
  prefix: z
    .string({ error: annotationMessages.context })
    .max(annotationLimits.contextChars, { error: annotationMessages.context })
    .default(""),
  suffix: z
    .string({ error: annotationMessages.context })
    .max(annotationLimits.contextChars, { error: annotationMessages.context })
    .default(""),
});

const colorSchema = z.enum(HIGHLIGHT_COLORS, { error: annotationMessages.color });
const isoTime = (error: string) => z.iso.datetime({ offset: true, error });

export const annotationSchema = z.object({
  id: z.string(),
  book_id: z.string(),
  kind: z.enum(ANNOTATION_KINDS),
  /** The book page (page_order, from 0). */
  page: z.number().int(),
  quote: quoteSchema.nullable(),
  color: colorSchema.nullable(),
  note: z.string().nullable(),
  /** A highlight whose page was edited so its quote is no longer there. */
  detached: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set on a deletion (a tombstone, listed only to `since`); null while it lives. */
  deleted_at: z.string().nullable(),
});

export const annotationsResponseSchema = z.object({
  annotations: z.array(annotationSchema),
  /**
   * What to send as `since` next time to hear of every change after this answer (a little
   * before it, so a change that came in as it was written is not missed: it may come twice).
   */
  next_since: z.string(),
});
export type AnnotationsResponse = z.infer<typeof annotationsResponseSchema>;

/**
 * A new bookmark or highlight. A highlight's color defaults to yellow. A second bookmark
 * on a page that has one answers the one already there.
 */
export const annotationCreateSchema = z
  .object({
    kind: z.enum(ANNOTATION_KINDS, { error: annotationMessages.kind }),
    page: z
      .number({ error: annotationMessages.page })
      .int({ error: annotationMessages.page })
      .min(0, { error: annotationMessages.page })
      .max(10_000_000, { error: annotationMessages.page }),
    quote: quoteSchema.optional(),
    color: colorSchema.optional(),
    note: noteSchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === "highlight" && !body.quote)
      context.addIssue({
        code: "custom",
        path: ["quote"],
        message: annotationMessages.quoteNeeded,
      });
    if (body.kind === "bookmark" && (body.quote || body.color))
      context.addIssue({
        code: "custom",
        path: [body.quote ? "quote" : "color"],
        message: annotationMessages.bookmarkPlain,
      });
  });
export type AnnotationCreate = z.input<typeof annotationCreateSchema>;

/**
 * A change of note (null or "" removes it) or color. `updated_at`, when sent, is when the
 * change was made (an edit made offline): an older change than the stored one is not
 * applied, and the answer is the annotation as it stands.
 */
export const annotationUpdateSchema = z
  .object({
    note: noteSchema.nullable().optional(),
    color: colorSchema.optional(),
    updated_at: isoTime(annotationMessages.updatedAt).optional(),
  })
  .refine((body) => body.note !== undefined || body.color !== undefined, {
    error: annotationMessages.nothingToChange,
  });
export type AnnotationUpdate = z.input<typeof annotationUpdateSchema>;

export const annotationsQuerySchema = z.object({
  since: isoTime(annotationMessages.since).optional(),
});

export const annotationsExportQuerySchema = z.object({
  format: z.enum(["md", "json"], { error: annotationMessages.format }).default("md"),
});

export const annotationsExportSchema = z.object({
  book: z.object({ id: z.string(), title: z.string(), author: z.string().nullable() }),
  exported_at: z.string(),
  annotations: z.array(annotationSchema),
});
export type AnnotationsExport = z.infer<typeof annotationsExportSchema>;
