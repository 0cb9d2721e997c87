import { textRuns } from "./italics.js";
import { parseParagraphs } from "./typography.js";

/**
 * The rules of a reader's bookmarks and highlights that web and server share, without
 * zod: the reader uses them (anchoring quotes, exporting) and must not carry the schemas.
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

/** An annotation as the API answers it (annotationSchema in annotations.ts). */
export interface Quote {
  exact: string;
  prefix: string;
  suffix: string;
}

export interface Annotation {
  id: string;
  book_id: string;
  kind: AnnotationKind;
  /** The book page (page_order, from 0). */
  page: number;
  quote: Quote | null;
  color: HighlightColor | null;
  note: string | null;
  /** A highlight whose page was edited so its quote is no longer there. */
  detached: boolean;
  created_at: string;
  updated_at: string;
  /** Set on a deletion (a tombstone, listed only to `since`); null while it lives. */
  deleted_at: string | null;
}

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
