import { safeExternalHref } from "@bindery/contract/links";
import type * as mupdf from "mupdf";
import type { Box } from "../text/box.js";

/**
 * A link annotation of a page: where it is (relative to the page's top-left corner, as
 * the text lines) and what it opens: an allowed address (http, https, mailto) or a PDF
 * page, `pdf:<index from 0>`.
 */
export interface PageLink {
  box: Box;
  target: string;
}

/** The prefix of an internal target until the book's pages are known. */
export const PDF_PAGE_TARGET = "pdf:";

/**
 * The page's links: /URI actions kept when their scheme is allowed, /GoTo actions and
 * /Dest entries (direct or named) resolved to the page they open. Links MuPDF cannot
 * read or resolve, and every other action (launch, JavaScript, forms), are left out.
 */
export function readPageLinks(
  document: mupdf.Document,
  page: mupdf.Page,
  bounds: readonly number[],
): PageLink[] {
  let links: mupdf.Link[];
  try {
    links = page.getLinks();
  } catch {
    return [];
  }
  const [ox = 0, oy = 0] = bounds;
  const found: PageLink[] = [];
  for (const link of links) {
    try {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = link.getBounds();
      const box = { x0: x0 - ox, y0: y0 - oy, x1: x1 - ox, y1: y1 - oy };
      const target = link.isExternal() ? safeExternalHref(link.getURI()) : internal(document, link);
      if (target !== null) found.push({ box, target });
    } catch {
      // A damaged annotation is no link; the words stay.
    } finally {
      link.destroy();
    }
  }
  return found;
}

function internal(document: mupdf.Document, link: mupdf.Link): string | null {
  const index = document.resolveLink(link);
  return index >= 0 && index < document.countPages() ? `${PDF_PAGE_TARGET}${index}` : null;
}
