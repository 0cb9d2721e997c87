import type * as mupdf from "mupdf";

/** mupdf.js does not export the outline's item type. */
type OutlineItem = NonNullable<ReturnType<mupdf.Document["loadOutline"]>>[number];

/** One bookmark of a PDF's outline, flattened: its depth and the PDF page (from 0) it opens. */
export interface OutlineEntry {
  title: string;
  pdfPage: number;
  level: number;
}

/**
 * The document's outline (bookmarks) in reading order, depth first. Entries that open no
 * page of this document (web links, broken destinations) are left out, their children kept.
 * A damaged outline reads as none: the book then takes its contents from its headings.
 */
export function readOutline(document: mupdf.Document): OutlineEntry[] {
  let items: OutlineItem[] | null;
  try {
    items = document.loadOutline();
  } catch {
    return [];
  }
  const entries: OutlineEntry[] = [];
  const walk = (list: OutlineItem[], level: number) => {
    for (const item of list) {
      if (item.title && item.page !== undefined && item.page >= 0) {
        entries.push({ title: item.title, pdfPage: item.page, level });
      }
      if (item.down) walk(item.down, level + 1);
    }
  };
  walk(items ?? [], 0);
  return entries;
}
