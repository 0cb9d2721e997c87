import { anchorQuote, anchorText, quoteOf } from "@bindery/contract";
import type { Kysely, Selectable } from "kysely";
import type { DatabaseKind } from "../db/connect.js";
import type { AnnotationsTable, Database } from "../db/schema.js";
import type { Transaction } from "../feature-deps.js";
import type { Clock } from "../lib/clock.js";

export type AnnotationRow = Selectable<AnnotationsTable>;
export type NewAnnotationRow = Omit<AnnotationRow, "detached" | "deleted_at" | "changed_at">;

/** Why a new annotation was not added. */
export type AddRefusal = "too-many";

/**
 * The annotations repository: every reader's bookmarks and highlights. Rows are never
 * removed by a reader: a deletion is a tombstone, so other devices hear of it.
 */
export function createAnnotationsRepo(
  db: Kysely<Database>,
  parts: { dbKind: DatabaseKind; clock: Clock; transaction: Transaction },
) {
  const { dbKind, clock, transaction } = parts;
  /** A row's next changed_at: now, and always after its last (a sync never misses it). */
  const changedAfter = (row: AnnotationRow) => Math.max(clock(), row.changed_at + 1);
  const live = (userId: string, bookId: string) =>
    db
      .selectFrom("annotations")
      .selectAll()
      .where("user_id", "=", userId)
      .where("book_id", "=", bookId)
      .where("deleted_at", "is", null);

  return {
    /**
     * The live ones, or (with `since`) every row the server wrote after it, tombstones
     * included: an offline edit sent late is news, whatever time it carries.
     */
    list(userId: string, bookId: string, since?: number): Promise<AnnotationRow[]> {
      const query =
        since === undefined
          ? live(userId, bookId)
          : db
              .selectFrom("annotations")
              .selectAll()
              .where("user_id", "=", userId)
              .where("book_id", "=", bookId)
              .where("changed_at", ">", since);
      return query.orderBy("page").orderBy("created_at").orderBy("id").execute();
    },

    find: (userId: string, bookId: string, id: string) =>
      db
        .selectFrom("annotations")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("book_id", "=", bookId)
        .executeTakeFirst(),

    /**
     * Adds one under the per-book cap, which holds under parallel requests: the count and
     * the insert run in one transaction that first locks the reader's row (PostgreSQL), or
     * on SQLite's single writer. A bookmark on a page that has one answers that one.
     */
    add(row: NewAnnotationRow, cap: number): Promise<AnnotationRow | AddRefusal> {
      return transaction(async (_repos, trx) => {
        if (dbKind === "postgres") {
          await trx
            .selectFrom("users")
            .select("id")
            .where("id", "=", row.user_id)
            .forUpdate()
            .execute();
        }
        const mine = trx
          .selectFrom("annotations")
          .where("user_id", "=", row.user_id)
          .where("book_id", "=", row.book_id)
          .where("deleted_at", "is", null);
        if (row.kind === "bookmark") {
          const existing = await mine
            .selectAll()
            .where("kind", "=", "bookmark")
            .where("page", "=", row.page)
            .executeTakeFirst();
          if (existing) return existing;
        }
        const { count } = await mine
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow();
        if (Number(count) >= cap) return "too-many";
        const stored: AnnotationRow = {
          ...row,
          detached: 0,
          deleted_at: null,
          changed_at: clock(),
        };
        await trx.insertInto("annotations").values(stored).execute();
        return stored;
      });
    },

    /** Writes a change unless the stored row changed later (the last writer wins). */
    async update(
      row: AnnotationRow,
      changes: Partial<Pick<AnnotationRow, "note" | "color">>,
      at: number,
    ): Promise<AnnotationRow | undefined> {
      await db
        .updateTable("annotations")
        .set({ ...changes, updated_at: at, changed_at: changedAfter(row) })
        .where("id", "=", row.id)
        .where("updated_at", "<=", at)
        .where("deleted_at", "is", null)
        .execute();
      return db.selectFrom("annotations").selectAll().where("id", "=", row.id).executeTakeFirst();
    },

    /** Leaves a tombstone: no text, only what a device needs to drop its copy. */
    async remove(row: AnnotationRow): Promise<AnnotationRow | undefined> {
      const at = Math.max(clock(), row.updated_at + 1);
      await db
        .updateTable("annotations")
        .set({
          deleted_at: at,
          updated_at: at,
          changed_at: changedAfter(row),
          note: null,
          quote_exact: null,
          quote_prefix: null,
          quote_suffix: null,
        })
        .where("id", "=", row.id)
        .where("deleted_at", "is", null)
        .execute();
      return db.selectFrom("annotations").selectAll().where("id", "=", row.id).executeTakeFirst();
    },

    /**
     * A page's text changed: each highlight on it is found again by its quote (its prefix
     * and suffix refreshed from the new text) or marked detached. A changed row gets a new
     * updated_at and changed_at, so devices syncing with `since` hear of it.
     */
    async pageEdited(bookId: string, page: number, pageContent: string): Promise<void> {
      const text = anchorText(pageContent);
      const rows = await db
        .selectFrom("annotations")
        .selectAll()
        .where("book_id", "=", bookId)
        .where("page", "=", page)
        .where("kind", "=", "highlight")
        .where("deleted_at", "is", null)
        .execute();
      for (const row of rows) {
        const quote = {
          exact: row.quote_exact ?? "",
          prefix: row.quote_prefix ?? "",
          suffix: row.quote_suffix ?? "",
        };
        const found = anchorQuote(text, quote);
        const next = found ? quoteOf(text, found.start, found.end) : quote;
        const detached = found ? 0 : 1;
        if (
          detached === row.detached &&
          next.prefix === quote.prefix &&
          next.suffix === quote.suffix
        )
          continue;
        await db
          .updateTable("annotations")
          .set({
            detached,
            quote_prefix: next.prefix,
            quote_suffix: next.suffix,
            updated_at: Math.max(clock(), row.updated_at + 1),
            changed_at: changedAfter(row),
          })
          .where("id", "=", row.id)
          .execute();
      }
    },

    /**
     * A page was deleted and the later ones moved up: annotations of later pages move with
     * their pages; the deleted page's highlights are detached and stay on the page that now
     * has its place (its bookmarks too: a bookmark marks a place in the book).
     */
    async pageDeleted(bookId: string, page: number): Promise<void> {
      const at = clock();
      await db
        .updateTable("annotations")
        .set({ detached: 1, updated_at: at, changed_at: at })
        .where("book_id", "=", bookId)
        .where("page", "=", page)
        .where("kind", "=", "highlight")
        .where("deleted_at", "is", null)
        .execute();
      await db
        .updateTable("annotations")
        .set((eb) => ({ page: eb("page", "-", 1), updated_at: at, changed_at: at }))
        .where("book_id", "=", bookId)
        .where("page", ">", page)
        .execute();
    },
  };
}

export type AnnotationsRepo = ReturnType<typeof createAnnotationsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    annotations: AnnotationsRepo;
  }
}
