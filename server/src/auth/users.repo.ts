import type { Kysely } from "kysely";
import type { Database, UsersTable } from "../db/schema.js";

export type UserRow = UsersTable;

export function createUsersRepo(db: Kysely<Database>) {
  return {
    findByEmail: (email: string) =>
      db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst(),
    findById: (id: string) =>
      db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),
    /** False when the email is taken (the unique index decides, so two racing signups can't both win). */
    async insert(user: UserRow): Promise<boolean> {
      const result = await db
        .insertInto("users")
        .values(user)
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async setPremium(id: string, now: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ is_premium: 1, updated_at: now })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
