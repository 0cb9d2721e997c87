import type { BookContentsResponse, ContentsEntry, ContentsSource } from "@bindery/contract";
import { findHeading } from "@bindery/converter";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * A book's stored table of contents, and how it follows its pages. Contents made of
 * headings are forgotten when a page changes (they are made again from the pages on the
 * next request); an outline's or a navigation's entries cannot be made again, so a
 * deleted page moves the entries after it up one page.
 */
export function createBookContentsRepo(db: Kysely<Database>) {
  const find = async (bookId: string): Promise<BookContentsResponse | undefined> => {
    const row = await db
      .selectFrom("book_contents")
      .select(["source", "entries"])
      .where("book_id", "=", bookId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      source: row.source as ContentsSource,
      entries: JSON.parse(row.entries) as ContentsEntry[],
    };
  };

  const save = async (bookId: string, contents: BookContentsResponse): Promise<void> => {
    const entries = JSON.stringify(contents.entries);
    await db
      .insertInto("book_contents")
      .values({ book_id: bookId, source: contents.source, entries })
      .onConflict((conflict) =>
        conflict.column("book_id").doUpdateSet({ source: contents.source, entries }),
      )
      .execute();
  };

  const forgetHeadings = async (bookId: string): Promise<void> => {
    await db
      .deleteFrom("book_contents")
      .where("book_id", "=", bookId)
      .where("source", "=", "headings")
      .execute();
  };

  return {
    find,
    save,

    /**
     * A page's text changed: its headings may have. Contents made of headings are made
     * again; an entry naming a paragraph of the page finds its heading there again (its
     * title's words), else opens the page's top.
     */
    async pageEdited(bookId: string, pageOrder: number, pageContent: string): Promise<void> {
      await forgetHeadings(bookId);
      const stored = await find(bookId);
      if (!stored?.entries.some((entry) => entry.page_order === pageOrder && entry.block)) return;
      const page = [{ page_order: pageOrder, page_content: pageContent }];
      const entries = stored.entries.map(({ block, ...entry }) => {
        if (entry.page_order !== pageOrder || !block) return block ? { ...entry, block } : entry;
        const found = findHeading(page, 0, entry.title)?.block ?? 0;
        return found > 0 ? { ...entry, block: found } : entry;
      });
      await save(bookId, { source: stored.source, entries });
    },

    /**
     * The page at `pageOrder` is gone and the later ones moved up one place. An entry of
     * the deleted page now opens the page that took its place, at its top: the paragraph
     * it named was the deleted page's.
     */
    async pageDeleted(bookId: string, pageOrder: number): Promise<void> {
      await forgetHeadings(bookId);
      const stored = await find(bookId);
      if (!stored) return;
      const entries = stored.entries.map(({ block, ...entry }) => {
        if (entry.page_order === pageOrder) return entry;
        const page_order = entry.page_order > pageOrder ? entry.page_order - 1 : entry.page_order;
        return { ...entry, page_order, ...(block ? { block } : {}) };
      });
      await save(bookId, { source: stored.source, entries });
    },
  };
}

export type BookContentsRepo = ReturnType<typeof createBookContentsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    bookContents: BookContentsRepo;
  }
}
