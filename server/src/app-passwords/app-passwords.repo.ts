import type { Kysely } from "kysely";
import type { AppPasswordsTable, Database } from "../db/schema.js";

export type AppPasswordRow = AppPasswordsTable;

/** A password found by its hash, with the e-mail address its account signs in with. */
export interface AppPasswordOwner {
  id: string;
  user_id: string;
  email: string;
  last_used_at: number | null;
}

/** Members' app passwords (app_passwords), found by their SHA-256. */
export function createAppPasswordsRepo(db: Kysely<Database>) {
  return {
    async create(row: AppPasswordRow): Promise<void> {
      await db.insertInto("app_passwords").values(row).execute();
    },

    /** A user's app passwords, newest first. */
    listForUser: (userId: string): Promise<AppPasswordRow[]> =>
      db
        .selectFrom("app_passwords")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute(),

    async countForUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom("app_passwords")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Deletes one of the user's passwords; false when they have none of that id. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("app_passwords")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    findByHash: (hash: string): Promise<AppPasswordOwner | undefined> =>
      db
        .selectFrom("app_passwords as ap")
        .innerJoin("users as u", "u.id", "ap.user_id")
        .select(["ap.id", "ap.user_id", "u.email", "ap.last_used_at"])
        .where("ap.password_hash", "=", hash)
        .executeTakeFirst(),

    async markUsed(id: string, at: number): Promise<void> {
      await db
        .updateTable("app_passwords")
        .set({ last_used_at: at })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type AppPasswordsRepo = ReturnType<typeof createAppPasswordsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    appPasswords: AppPasswordsRepo;
  }
}
