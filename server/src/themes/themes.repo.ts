import type { ThemeKind } from "@bindery/contract";
import type { Kysely } from "kysely";
import type { Database, ThemesTable } from "../db/schema.js";

export type ThemeRow = ThemesTable;

/** Built-in rows carry no owner; an uploaded theme belongs to its user. */
export type BuiltinThemeRow = Omit<ThemeRow, "owner_id" | "created_at">;

export function createThemesRepo(db: Kysely<Database>) {
  return {
    /** Built-in themes, then the user's own (none for a guest), each in display order. */
    listVisibleTo: (userId: string | null) =>
      db
        .selectFrom("themes")
        .selectAll()
        .where((eb) =>
          userId === null
            ? eb("owner_id", "is", null)
            : eb.or([eb("owner_id", "is", null), eb("owner_id", "=", userId)]),
        )
        // Built-ins (no owner) first: NULLs sort differently on the two databases, a flag does not.
        .orderBy((eb) => eb.case().when("owner_id", "is", null).then(0).else(1).end())
        .orderBy("sort_order")
        .orderBy("created_at")
        .orderBy("id")
        .execute(),

    find: (themeId: string) =>
      db.selectFrom("themes").selectAll().where("id", "=", themeId).executeTakeFirst(),

    /** The first free built-in theme of a kind: what a book shows before the reader picks. */
    async defaultThemeId(kind: ThemeKind): Promise<string | null> {
      const row = await db
        .selectFrom("themes")
        .select("id")
        .where("kind", "=", kind)
        .where("owner_id", "is", null)
        .where("is_premium", "=", 0)
        .orderBy("sort_order")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** A premium user's own theme (its files already stored). */
    async insertCustom(row: ThemeRow): Promise<void> {
      await db.insertInto("themes").values(row).execute();
    },

    /** A user's own themes, oldest first (the order they were uploaded). */
    listOwnedBy: (userId: string) =>
      db
        .selectFrom("themes")
        .selectAll()
        .where("owner_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),

    async rename(themeId: string, name: string): Promise<void> {
      await db.updateTable("themes").set({ name }).where("id", "=", themeId).execute();
    },

    /**
     * Deletes a theme; every book read with it goes back to the default theme (progress
     * keeps no theme, and the progress API answers the default for none).
     */
    async deleteTheme(themeId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("reading_progress")
          .set({ theme_id: null })
          .where("theme_id", "=", themeId)
          .execute();
        await trx
          .updateTable("reading_progress")
          .set({ page_theme_id: null })
          .where("page_theme_id", "=", themeId)
          .execute();
        await trx.deleteFrom("themes").where("id", "=", themeId).execute();
      });
    },

    async countOwnedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom("themes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("owner_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Inserts or refreshes the built-in themes and removes built-ins no longer shipped. */
    async replaceBuiltins(rows: readonly BuiltinThemeRow[], now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const { id: _id, ...changes } = row;
          await trx
            .insertInto("themes")
            .values({ ...row, owner_id: null, created_at: now })
            .onConflict((conflict) => conflict.column("id").doUpdateSet(changes))
            .execute();
        }
        let stale = trx.deleteFrom("themes").where("owner_id", "is", null);
        if (rows.length > 0)
          stale = stale.where(
            "id",
            "not in",
            rows.map((row) => row.id),
          );
        await stale.execute();
      });
    },
  };
}

export type ThemesRepo = ReturnType<typeof createThemesRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    themes: ThemesRepo;
  }
}
