import { pageTarget } from "@bindery/contract/links";
import { LINK_END, LINK_START, LINK_TARGET_END } from "@bindery/contract/typography";
import { findHeading } from "../contents/heading-place.js";
import { PDF_PAGE_TARGET } from "../pdf/links.js";
import type { BookPage } from "../types.js";

/**
 * The links of a book being assembled. Laid-out pages carry each link's id inside their
 * text (LINK_START, id, LINK_TARGET_END); a page leaves the assembly with bare markers and
 * its ids kept here, in order, until the end of the book, when a link to a PDF page can
 * be turned into the book page made from it (pages are handed on before that).
 */
export class BookLinks {
  /** A link's target by id: an address, or `pdf:<page index>`. */
  readonly targets = new Map<string, string>();
  private readonly pending = new Map<number, string[]>();

  /** Takes the ids out of the pages' text (in place) and keeps them. */
  store(pages: BookPage[]): BookPage[] {
    for (const page of pages) {
      if (!page.page_content.includes(LINK_START)) continue;
      const ids: string[] = [];
      let content = "";
      let from = 0;
      for (;;) {
        const start = page.page_content.indexOf(LINK_START, from);
        if (start < 0) break;
        const end = page.page_content.indexOf(LINK_TARGET_END, start);
        if (end < 0) break;
        content += page.page_content.slice(from, start + 1);
        ids.push(page.page_content.slice(start + 1, end));
        from = end + 1;
      }
      page.page_content = content + page.page_content.slice(from);
      this.pending.set(page.page_order, ids);
    }
    return pages;
  }

  /**
   * Sets `links` on the pages that hold any; a target that cannot be found is "" (no
   * link). A link to a PDF page opens the book page where it begins (bookPageOf), or the
   * heading of the link's own words a little after: a contents entry opens its section
   * even when the section starts below other text.
   */
  resolve(pages: ReadonlyArray<BookPage>, bookPageOf: (pdfPage: number) => number): void {
    for (const page of pages) {
      const ids = this.pending.get(page.page_order);
      if (!ids) continue;
      const words = linkWords(page.page_content);
      page.links = ids.map((id, index) => {
        const target = this.targets.get(id) ?? "";
        if (!target.startsWith(PDF_PAGE_TARGET)) return target;
        const start = bookPageOf(Number(target.slice(PDF_PAGE_TARGET.length)) + 1);
        const heading = findHeading(pages, start, words[index] ?? "");
        return heading ? pageTarget(heading.page_order, heading.block) : pageTarget(start);
      });
    }
  }
}

/** The words of each link of a page's text with bare markers, in order. */
function linkWords(content: string): string[] {
  const words: string[] = [];
  let from = content.indexOf(LINK_START);
  while (from >= 0) {
    const end = content.indexOf(LINK_END, from);
    words.push(content.slice(from + 1, end < 0 ? undefined : end));
    from = content.indexOf(LINK_START, from + 1);
  }
  return words;
}
