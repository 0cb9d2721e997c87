import type { Kysely } from "kysely";
import type { Database, RefreshTokenFamiliesTable, RefreshTokensTable } from "../db/schema.js";

export function createRefreshTokensRepo(db: Kysely<Database>) {
  return {
    async insertFamily(family: RefreshTokenFamiliesTable, token: RefreshTokensTable) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("refresh_token_families").values(family).execute();
        await trx.insertInto("refresh_tokens").values(token).execute();
      });
    },
    findByHash: (tokenHash: string) =>
      db
        .selectFrom("refresh_tokens as t")
        .innerJoin("refresh_token_families as f", "f.id", "t.family_id")
        .select([
          "t.id",
          "t.family_id",
          "t.expires_at",
          "t.used_at",
          "t.replaced_by_id",
          "f.user_id",
          "f.absolute_expires_at",
          "f.revoked_at",
        ])
        .where("t.token_hash", "=", tokenHash)
        .executeTakeFirst(),
    /**
     * Marks the token used and stores its successor, only if nobody used it first.
     * Answers false when another request won the race.
     */
    async rotate(usedId: string, now: number, successor: RefreshTokensTable): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable("refresh_tokens")
          .set({ used_at: now, replaced_by_id: successor.id })
          .where("id", "=", usedId)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        await trx.insertInto("refresh_tokens").values(successor).execute();
        return true;
      });
    },
    async insertToken(token: RefreshTokensTable) {
      await db.insertInto("refresh_tokens").values(token).execute();
    },
    /** Ends every sign-in of the user's (a password changed or reset). */
    async revokeUserFamilies(userId: string, now: number, reason: string) {
      await db
        .updateTable("refresh_token_families")
        .set({ revoked_at: now, revoked_reason: reason })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .execute();
    },
    async revokeFamily(familyId: string, now: number, reason: string) {
      await db
        .updateTable("refresh_token_families")
        .set({ revoked_at: now, revoked_reason: reason })
        .where("id", "=", familyId)
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}

export type RefreshTokensRepo = ReturnType<typeof createRefreshTokensRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    refreshTokens: RefreshTokensRepo;
  }
}
