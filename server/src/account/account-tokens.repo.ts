import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export type AccountTokenPurpose = "email_change" | "password_reset";

export interface NewAccountToken {
  id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  newEmail: string | null;
  now: number;
  expiresAt: number;
}

/** E-mailed single-use tokens, by their hash (account_tokens). */
export function createAccountTokensRepo(db: Kysely<Database>) {
  return {
    /** Stores a token; earlier unused tokens of the same purpose stop working (the newest link wins). */
    async replace(token: NewAccountToken): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("account_tokens")
          .where("user_id", "=", token.userId)
          .where("purpose", "=", token.purpose)
          .execute();
        await trx
          .insertInto("account_tokens")
          .values({
            id: token.id,
            user_id: token.userId,
            purpose: token.purpose,
            token_hash: token.tokenHash,
            new_email: token.newEmail,
            created_at: token.now,
            expires_at: token.expiresAt,
            used_at: null,
          })
          .execute();
      });
    },

    /** A live (unused, unexpired) token of `purpose`, or undefined. */
    findLive: (tokenHash: string, purpose: AccountTokenPurpose, now: number) =>
      db
        .selectFrom("account_tokens")
        .select(["id", "user_id", "new_email"])
        .where("token_hash", "=", tokenHash)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst(),

    /**
     * Marks a token used, only if nobody used it first: of two requests racing with the same
     * link, one gets true.
     */
    async consume(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable("account_tokens")
        .set({ used_at: now })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every unused token of the user's of `purpose` (a password set another way). */
    async revokeAll(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .deleteFrom("account_tokens")
        .where("user_id", "=", userId)
        .where("purpose", "=", purpose)
        .execute();
    },
  };
}

export type AccountTokensRepo = ReturnType<typeof createAccountTokensRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    accountTokens: AccountTokensRepo;
  }
}
