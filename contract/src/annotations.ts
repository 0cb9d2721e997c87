import { z } from "zod";
import { textRuns } from "./italics.js";
import { parseParagraphs } from "./typography.js";

/**
 * A reader's bookmarks and highlights in a book (`/api/v1/pdf_parser/books/{id}/annotations/`):
 * private to the reader, synced between their devices, exported as Markdown or JSON.
 */
export const HIGHLIGHT_COLORS = ["yellow", "green", "blue", "pink"] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const ANNOTATION_KINDS = ["bookmark", "highlight"] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

export const annotationLimits = {
  /** Live annotations one reader keeps in one book. */
  perBook: 5000,
  /** A note, in UTF-8 bytes. */
  noteBytes: 10 * 1024,
  /** A highlighted passage, in characters: a long one is still a page at most. */
  exactChars: 5000,
  /** The text kept either side of a highlight to find it again. */
  contextChars: 64,
} as const;

export const annotationMessages = {
  notFound: "No such annotation in this book.",
  kind: `kind must be one of: ${ANNOTATION_KINDS.join(", ")}.`,
  page: "page must be a page of the book: a whole number from 0 to its last page.",
  pagePastEnd: (pages: number) =>
    pages > 0
      ? `page must be a page of the book: from 0 to ${pages - 1}.`
      : "This book has no pages to annotate yet.",
  color: `color must be one of: ${HIGHLIGHT_COLORS.join(", ")}.`,
  note: `note must be text of at most ${annotationLimits.noteBytes / 1024} KB.`,
  exact: `quote.exact must be the highlighted text: 1 to ${annotationLimits.exactChars} characters.`,
  context: `quote.prefix and quote.suffix must be at most ${annotationLimits.contextChars} characters.`,
  quoteNeeded:
    "A highlight needs its quote: send quote.exact (and prefix/suffix to find it again).",
  bookmarkPlain: "A bookmark has no quote or color; send kind, page and an optional note.",
  nothingToChange: "Send note or color to change.",
  colorOfBookmark: "A bookmark has no color; change its note instead.",
  since: "since must be a date and time in ISO 8601 with its offset, e.g. 2026-01-31T12:00:00Z.",
  updatedAt: "updated_at must be a date and time in ISO 8601 with its offset.",
  format: "format must be md or json.",
  tooMany: `A book keeps at most ${annotationLimits.perBook} annotations; delete some to add more.`,
} as const;

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
export type Quote = z.infer<typeof quoteSchema>;

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
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationsResponseSchema = z.object({ annotations: z.array(annotationSchema) });
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

/** A book page's paragraphs as plain text (italic markers dropped), as the reader shows them. */
export function paragraphTexts(pageContent: string): string[] {
  return parseParagraphs(pageContent).map((paragraph) =>
    textRuns(paragraph.text)
      .map((run) => run.text)
      .join(""),
  );
}

/** The text a quote is taken from and found again in: the paragraphs, one per line. */
export const anchorText = (pageContent: string): string => paragraphTexts(pageContent).join("\n");

/** A quote of `text[start, end)`, with the text either side to find it again. */
export function quoteOf(text: string, start: number, end: number): Quote {
  const context = annotationLimits.contextChars / 2;
  return {
    exact: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - context), start),
    suffix: text.slice(end, end + context),
  };
}

/** How many characters two strings share from their ends (`fromEnd`) or starts. */
function sharedLength(a: string, b: string, fromEnd: boolean): number {
  let count = 0;
  const limit = Math.min(a.length, b.length);
  while (count < limit) {
    const x = fromEnd ? a[a.length - 1 - count] : a[count];
    const y = fromEnd ? b[b.length - 1 - count] : b[count];
    if (x !== y) break;
    count++;
  }
  return count;
}

/**
 * Where a quote is in a page's text: among the places its exact text stands, the one whose
 * surroundings match its prefix and suffix best (the first on a tie), or null when the
 * text is no longer there (the page was edited: the highlight is detached).
 */
export function anchorQuote(text: string, quote: Quote): { start: number; end: number } | null {
  if (!quote.exact) return null;
  let best: { start: number; score: number } | null = null;
  for (let at = text.indexOf(quote.exact); at !== -1; at = text.indexOf(quote.exact, at + 1)) {
    const before = text.slice(Math.max(0, at - quote.prefix.length), at);
    const after = text.slice(
      at + quote.exact.length,
      at + quote.exact.length + quote.suffix.length,
    );
    const score =
      sharedLength(before, quote.prefix, true) + sharedLength(after, quote.suffix, false);
    if (!best || score > best.score) best = { start: at, score };
  }
  return best && { start: best.start, end: best.start + quote.exact.length };
}

/** Where to read an annotation again: the reader's address for its page, with its id. */
export const annotationLink = (origin: string, bookId: string, annotation: Annotation): string =>
  `${origin}/read_book/${bookId}?page=${annotation.page + 1}#hl=${annotation.id}`;

const quoteLines = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * A book's annotations as Markdown: its title and author, then each bookmark and highlight
 * in page order, with its page, note and a link back to it in the reader.
 */
export function annotationsMarkdown(
  book: { id: string; title: string; author: string | null },
  annotations: readonly Annotation[],
  origin: string,
): string {
  const lines = [`# ${book.title}`, ""];
  if (book.author) lines.push(`*${book.author}*`, "");
  const live = annotations
    .filter((annotation) => !annotation.deleted_at)
    .sort((a, b) => a.page - b.page || a.created_at.localeCompare(b.created_at));
  if (live.length === 0) lines.push("No bookmarks or highlights yet.", "");
  for (const annotation of live) {
    const link = annotationLink(origin, book.id, annotation);
    const page = `Page ${annotation.page + 1}`;
    if (annotation.kind === "bookmark") lines.push(`## Bookmark, [${page}](${link})`, "");
    else {
      const detached = annotation.detached ? " (its text has changed)" : "";
      lines.push(
        `## [${page}](${link})${detached}`,
        "",
        quoteLines(annotation.quote?.exact ?? ""),
        "",
      );
    }
    if (annotation.note) lines.push(annotation.note, "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
