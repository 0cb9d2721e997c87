import { bookMessages, cleanLinkTarget } from "@bindery/contract";
import { canReadBook } from "../book-data/book-access.js";
import { conflict, forbidden, notFound } from "../lib/http-errors.js";
import type { PagesRepo } from "./pages.repo.js";

/**
 * Editing a book's text. Only the owner of a private book may change its pages: a page
 * of a book the caller cannot read is "not found" (nothing leaks), and a page of a
 * public-domain book is refused for everyone, the spec's client hiding the editor being
 * no protection.
 */
export function createPagesService(pages: PagesRepo) {
  const editablePage = async (pageId: string, userId: string) => {
    const page = await pages.findWithBook(pageId);
    if (!page || !canReadBook(page, userId)) throw notFound(bookMessages.pageNotFound);
    if (page.is_public_domain === 1) throw forbidden(bookMessages.publicDomainReadOnly);
    // Readable and not public domain: the caller is the owner.
    return page;
  };

  return {
    async edit(pageId: string, userId: string, pageContent: string, links?: readonly string[]) {
      const page = await editablePage(pageId, userId);
      // A target no reader may follow (javascript:, file:) is stored as no link at all.
      const kept = links?.map((target) => cleanLinkTarget(target) ?? "");
      await pages.updateContent(page.book_id, pageId, pageContent, kept);
      return {
        success: true as const,
        page_content: pageContent,
        links: kept ?? (await pages.linksOf(pageId)),
      };
    },

    async remove(pageId: string, userId: string) {
      const page = await editablePage(pageId, userId);
      // The converter appends pages with the orders it counted; shifting orders under it
      // would leave two pages in one place. Text edits cannot collide, so they stay open.
      if (page.status === "converting") throw conflict(bookMessages.stillConverting);
      if (!(await pages.deleteAndShift(page.book_id, page.id))) {
        throw notFound(bookMessages.pageNotFound);
      }
      return { success: true as const };
    },
  };
}
