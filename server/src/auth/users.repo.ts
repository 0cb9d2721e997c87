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
    async updateName(id: string, name: { first_name: string; last_name: string }, now: number) {
      await db
        .updateTable("users")
        .set({ ...name, updated_at: now })
        .where("id", "=", id)
        .execute();
    },
    /** False when another account has the address (the unique index decides). */
    async updateEmail(id: string, email: string, now: number): Promise<boolean> {
      try {
        await db
          .updateTable("users")
          .set({ email, updated_at: now })
          .where("id", "=", id)
          .execute();
        return true;
      } catch (error) {
        // The unique index refused it: another account has the address.
        if (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst())
          return false;
        throw error;
      }
    },
    async setPasswordHash(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: now })
        .where("id", "=", id)
        .execute();
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

declare module "../feature-deps.js" {
  interface Repos {
    users: UsersRepo;
  }
}
