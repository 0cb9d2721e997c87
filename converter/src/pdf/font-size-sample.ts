import type * as mupdf from "mupdf";
import { FirstSightings } from "../text/body-style.js";
import { STEXT_JSON_SCALE, spansFromStextJson } from "./stext-json.js";

/** Pages read up front, spread over the document. */
const SAMPLE_PAGES = 8;

/**
 * Characters per font size on a few pages spread over the document. The body text size
 * is learned from it before the first page is laid out, so front matter (a title page, a
 * copyright page in small print) does not pass for the body of the book.
 */
export function sampleFontSizes(
  document: mupdf.Document,
  pageCount: number,
): Array<[number, number]> {
  const chars = new Map<number, number>();
  const counted = new FirstSightings();
  const indexes = new Set(
    Array.from({ length: Math.min(SAMPLE_PAGES, pageCount) }, (_, k) =>
      Math.floor(((k + 0.5) * pageCount) / Math.min(SAMPLE_PAGES, pageCount)),
    ),
  );
  for (const index of indexes) {
    try {
      const page = document.loadPage(index);
      const stext = page.toStructuredText("preserve-spans");
      for (const span of spansFromStextJson(stext.asJSON(STEXT_JSON_SCALE), page.getBounds())) {
        const size = Math.round(span.size * 2) / 2;
        if (!counted.isFirst(size, span.text)) continue;
        chars.set(size, (chars.get(size) ?? 0) + span.text.replace(/\s/g, "").length);
      }
      stext.destroy();
      page.destroy();
    } catch {
      // A damaged page is simply not part of the sample.
    }
  }
  return [...chars];
}
