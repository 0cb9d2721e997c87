import type { Kysely } from "kysely";
import type { BookSharesTable, Database } from "../db/schema.js";
import type { Transaction } from "../feature-deps.js";

export type BookShareRow = BookSharesTable;

/** A link found by its token, with what reading through it needs of its book. */
export interface ShareWithBook extends BookShareRow {
  owner_id: string | null;
}

/** Views of one book on one day. */
export interface DailyViews {
  book_id: string;
  day: string;
  count: number;
}

/**
 * Share links (book_shares, one per book) and the openings counted through them
 * (share_views), kept together: a link's views are read with it and go when it is revoked.
 */
export function createBookSharesRepo(db: Kysely<Database>, transaction: Transaction) {
  return {
    /**
     * Makes the book's link, replacing any: the book's unique row takes the new id, token
     * and settings in one statement, so two parallel calls leave one link, the later one.
     */
    async put(row: BookShareRow): Promise<void> {
      const { book_id: _book, ...changes } = row;
      await db
        .insertInto("book_shares")
        .values(row)
        .onConflict((conflict) => conflict.column("book_id").doUpdateSet(changes))
        .execute();
    },

    findForBook: (bookId: string): Promise<BookShareRow | undefined> =>
      db.selectFrom("book_shares").selectAll().where("book_id", "=", bookId).executeTakeFirst(),

    /** The links of the owner's books, with each book's title, newest first. */
    listForOwner: (ownerId: string): Promise<(BookShareRow & { title: string })[]> =>
      db
        .selectFrom("book_shares as s")
        .innerJoin("books as b", "b.id", "s.book_id")
        .selectAll("s")
        .select("b.title")
        .where("b.owner_id", "=", ownerId)
        .orderBy("s.created_at", "desc")
        .orderBy("s.id")
        .execute(),

    /** Asked on every request through a link: no answer is remembered, so a revoke is immediate. */
    findByTokenHash: (tokenHash: string): Promise<ShareWithBook | undefined> =>
      db
        .selectFrom("book_shares as s")
        .innerJoin("books as b", "b.id", "s.book_id")
        .selectAll("s")
        .select("b.owner_id")
        .where("s.token_hash", "=", tokenHash)
        .executeTakeFirst(),

    /** Revokes the book's link and forgets its views; false when it had none. */
    async delete(bookId: string): Promise<boolean> {
      return transaction(async (_repos, trx) => {
        const result = await trx
          .deleteFrom("book_shares")
          .where("book_id", "=", bookId)
          .executeTakeFirst();
        await trx.deleteFrom("share_views").where("book_id", "=", bookId).execute();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Counts a visit once a day: true when it was new. */
    async recordView(bookId: string, day: string, visit: string): Promise<boolean> {
      const result = await db
        .insertInto("share_views")
        .values({ book_id: bookId, day, visit })
        .onConflict((conflict) => conflict.columns(["book_id", "day", "visit"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Views per book and day from `fromDay` on, for the given books, oldest day first. */
    async dailyViews(bookIds: readonly string[], fromDay: string): Promise<DailyViews[]> {
      if (bookIds.length === 0) return [];
      const rows = await db
        .selectFrom("share_views")
        .select(["book_id", "day"])
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("book_id", "in", bookIds)
        .where("day", ">=", fromDay)
        .groupBy(["book_id", "day"])
        .orderBy("day")
        .execute();
      return rows.map((row) => ({ book_id: row.book_id, day: row.day, count: Number(row.count) }));
    },
  };
}

export type BookSharesRepo = ReturnType<typeof createBookSharesRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    bookShares: BookSharesRepo;
  }
}
