/**
 * The book page's typography, defined once. The converter lays text out with these
 * numbers and the reader renders pages with them, so a page that fits in the converter
 * fits in the browser.
 */
export const PAGE_WIDTH = 650;
export const PAGE_HEIGHT = 650;
/** Padding on every side of the page box. */
export const PAGE_PADDING = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_PADDING;
export const CONTENT_HEIGHT = PAGE_HEIGHT - 2 * PAGE_PADDING;

export const BOOK_FONT_FAMILY = "Literata";
export const BODY_FONT_SIZE = 18;
export const BODY_LINE_HEIGHT = 28;
export const BODY_FONT_WEIGHT = 400;
export const HEADING_FONT_SIZE = 24;
export const HEADING_LINE_HEIGHT = 32;
export const HEADING_FONT_WEIGHT = 600;
/** Vertical space between paragraphs (and after a heading). */
export const PARAGRAPH_GAP = 14;
/** Images share what text leaves free; below this height an image moves to the next page. */
export const MIN_IMAGE_HEIGHT = 140;

/**
 * page_content is plain text. Paragraphs are separated by a blank line; a paragraph that
 * starts with this marker is a heading. It is still text: the reader never renders HTML.
 */
export const HEADING_MARKER = "# ";

/**
 * Italics inside a paragraph run from ITALIC_START to ITALIC_END. Control characters, as
 * they never occur in a book's text, separate words for both databases' search and are
 * no glyph the browser could show: the reader sets the run in <em>, and every other use
 * of page text (snippets, contents, the page editor) goes through italics.ts. A span never
 * crosses a paragraph's end, nor a page's: it is closed there and opened again.
 */
export const ITALIC_START = "\u000E";
export const ITALIC_END = "\u000F";

/** Pages the reader loads first and then per request. */
export const READER_CHUNK_PAGES = 20;

/** Spreads: two book pages side by side, the open book is this wide. */
export const SPREAD_PAGES = 2;
export const VIEWPORT_WIDTH = 1310;

export interface PageParagraph {
  text: string;
  heading: boolean;
}

/** A paragraph of page_content: headings carry the marker in front of their text. */
export function formatParagraph(text: string, heading: boolean): string {
  if (heading) return HEADING_MARKER + text;
  // A body paragraph must not read as a heading: a no-break space looks the same.
  if (text.startsWith(HEADING_MARKER))
    return `${HEADING_MARKER.trimEnd()}\u00A0${text.slice(HEADING_MARKER.length)}`;
  return text;
}

/** Splits page_content back into paragraphs, telling headings from body text. */
export function parseParagraphs(content: string): PageParagraph[] {
  return content
    .split("\n\n")
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) =>
      paragraph.startsWith(HEADING_MARKER)
        ? { text: paragraph.slice(HEADING_MARKER.length), heading: true }
        : { text: paragraph, heading: false },
    );
}

const ORNAMENT = /[*⁂•·~]/gu;

/**
 * A paragraph of nothing but stars or similar ornaments ("* * *", Gutenberg's rows of
 * asterisks, "⁂"): a break between two parts of a chapter, which books set centred.
 */
export function isSectionBreak(text: string): boolean {
  const ornaments = text.match(ORNAMENT)?.length ?? 0;
  const onlyOrnaments = text.replace(ORNAMENT, "").trim() === "";
  return onlyOrnaments && (ornaments >= 2 || text.includes("⁂"));
}

/**
 * Links inside a paragraph run from LINK_START to LINK_END: control characters, like the
 * italics' markers, so both databases' search see a word break and nothing more. The
 * target of the n-th link of a page is the n-th entry of the page's `links` (see
 * links.ts); the reader joins it in after LINK_START, ended by LINK_TARGET_END.
 */
export const LINK_START = "\u0011";
export const LINK_END = "\u0012";
export const LINK_TARGET_END = "\u0013";
