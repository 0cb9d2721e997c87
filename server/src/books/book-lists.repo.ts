import type { InclusiveRange } from "@bindery/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { BookRow } from "./books.repo.js";

export interface ShelfRow extends BookRow {
  last_read_page: number | null;
  theme_id: string | null;
}

const limitOf = (range: InclusiveRange) => range.end - range.start + 1;

/**
 * Which of a user's books a shelf holds: `own`, the books they uploaded (My Books);
 * `reading`, those and the public books they have opened (Continue reading).
 */
export type ShelfScope = "own" | "reading";

/**
 * The two book lists, as query builders so the benchmark can EXPLAIN exactly what runs.
 *
 * Both are ordered newest first with the id as tie-breaker, so paging by offset never
 * shows a book twice or skips one when several share a timestamp (a catalog import).
 * The totals are separate COUNT queries: a window count (COUNT(*) OVER ()) makes
 * SQLite materialise and re-sort the whole catalog, ten times slower.
 *
 * Indexes: books_public_listing (migration 0005) holds every column the catalog is
 * filtered, ordered and joined by, so a page deep in the catalog is found in the index
 * alone and only its 25 rows are read from the table. A shelf is found through
 * books_owner_created and the reading_progress primary key, then its (id, time) pairs
 * are sorted: it is one user's books, not the catalog.
 */
export function bookListQueries(db: Kysely<Database>) {
  /** Public books the user has opened and does not own. */
  const openedPublicBooks = (userId: string) =>
    db
      .selectFrom("reading_progress as rp")
      .innerJoin("books as b", "b.id", "rp.book_id")
      .where("rp.user_id", "=", userId)
      .where("b.is_public_domain", "=", 1)
      .where((eb) => eb.or([eb("b.owner_id", "is", null), eb("b.owner_id", "<>", userId)]));

  /**
   * A user's shelf as (id, shelved_at) pairs: the books they own, placed by their last
   * reading or else their upload, and (reading scope) the public books they have opened,
   * placed by their last reading. Two index-driven halves joined by UNION ALL (an OR
   * across the join would scan every book); only ids and times are sorted, the 25 rows
   * are read after.
   */
  const shelfEntries = (userId: string, scope: ShelfScope) => {
    const owned = db
      .selectFrom("books as b")
      .leftJoin("reading_progress as rp", (join) =>
        join.onRef("rp.book_id", "=", "b.id").on("rp.user_id", "=", userId),
      )
      .select((eb) => ["b.id", eb.fn.coalesce("rp.updated_at", "b.created_at").as("shelved_at")])
      .where("b.owner_id", "=", userId);
    if (scope === "own") return db.selectFrom(owned.as("entry"));
    const opened = openedPublicBooks(userId).select(["b.id", "rp.updated_at as shelved_at"]);
    return db.selectFrom(owned.unionAll(opened).as("entry"));
  };

  return {
    publicPage(range: InclusiveRange) {
      const page = db
        .selectFrom("books")
        .select("id")
        .where("is_public_domain", "=", 1)
        .where("status", "=", "ready")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limitOf(range))
        .offset(range.start);
      return db
        .selectFrom("books")
        .innerJoin(page.as("page"), "page.id", "books.id")
        .selectAll("books")
        .orderBy("books.created_at", "desc")
        .orderBy("books.id", "desc");
    },
    publicCount: () =>
      db
        .selectFrom("books")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("is_public_domain", "=", 1)
        .where("status", "=", "ready"),
    shelfPage(userId: string, scope: ShelfScope, range: InclusiveRange) {
      const page = shelfEntries(userId, scope)
        .select(["entry.id", "entry.shelved_at"])
        .orderBy("shelved_at", "desc")
        .orderBy("id", "desc")
        .limit(limitOf(range))
        .offset(range.start);
      return db
        .selectFrom(page.as("page"))
        .innerJoin("books as b", "b.id", "page.id")
        .leftJoin("reading_progress as rp", (join) =>
          join.onRef("rp.book_id", "=", "b.id").on("rp.user_id", "=", userId),
        )
        .selectAll("b")
        .select(["rp.last_read_page", "rp.theme_id"])
        .orderBy("page.shelved_at", "desc")
        .orderBy("page.id", "desc");
    },
    /** Counted from ids alone: without the times, no reading_progress lookup per owned book. */
    shelfCount(userId: string, scope: ShelfScope) {
      const owned = db.selectFrom("books").select("id").where("owner_id", "=", userId);
      if (scope === "own") {
        return db
          .selectFrom(owned.as("entry"))
          .select((eb) => eb.fn.countAll<number>().as("count"));
      }
      const opened = openedPublicBooks(userId).select("b.id");
      return db
        .selectFrom(owned.unionAll(opened).as("entry"))
        .select((eb) => eb.fn.countAll<number>().as("count"));
    },
  };
}

export function createBookListsRepo(db: Kysely<Database>) {
  const queries = bookListQueries(db);
  const catalog = catalogQueries(db);
  return {
    async publicPage(range: InclusiveRange): Promise<{ rows: BookRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        queries.publicPage(range).execute(),
        queries.publicCount().executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },
    async catalogPage(
      filter: CatalogFilter,
      range: InclusiveRange,
    ): Promise<{ rows: BookRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        catalog.page(filter, range).execute(),
        catalog.count(filter).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },
    async shelfPage(
      userId: string,
      scope: ShelfScope,
      range: InclusiveRange,
    ): Promise<{ rows: ShelfRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        queries.shelfPage(userId, scope, range).execute(),
        queries.shelfCount(userId, scope).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },
  };
}

/** How a catalog feed (OPDS) lists books: newest first, or by title, or by author. */
export type CatalogOrder = "new" | "title" | "author";

export interface CatalogFilter {
  order: CatalogOrder;
  /** Words the title or the author must contain (case ignored). */
  query?: string;
  /** A member's own ready books instead of the public catalog. */
  ownerId?: string;
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The ready books a catalog feed lists, a page at a time, with the total. Feeds are read by
 * reading apps a page at a time, so a plain offset is enough; the id breaks ties so paging
 * never repeats or skips a book.
 */
export function catalogQueries(db: Kysely<Database>) {
  const base = (filter: CatalogFilter) => {
    let query = db.selectFrom("books").where("status", "=", "ready");
    query = filter.ownerId
      ? query.where("owner_id", "=", filter.ownerId)
      : query.where("is_public_domain", "=", 1);
    const words = filter.query?.trim();
    if (words) {
      const pattern = containing(words);
      query = query.where(
        sql<boolean>`(lower(title) LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(author, '')) LIKE ${pattern} ESCAPE '\\')`,
      );
    }
    return query;
  };
  return {
    page(filter: CatalogFilter, range: InclusiveRange) {
      let query = base(filter).selectAll();
      if (filter.order === "new") query = query.orderBy("created_at", "desc");
      if (filter.order === "author")
        query = query
          .orderBy(sql`CASE WHEN author IS NULL OR author = '' THEN 1 ELSE 0 END`)
          .orderBy(sql`lower(author)`);
      if (filter.order !== "new") query = query.orderBy(sql`lower(title)`);
      return query.orderBy("id").limit(limitOf(range)).offset(range.start);
    },
    count: (filter: CatalogFilter) =>
      base(filter).select((eb) => eb.fn.countAll<number>().as("count")),
  };
}

export type BookListsRepo = ReturnType<typeof createBookListsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    bookLists: BookListsRepo;
  }
}
