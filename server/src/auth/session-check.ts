import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Clock } from "../lib/clock.js";

/**
 * How long a process trusts its last look at a sign-in. A sign-in ended (logout, password
 * change or reset, reuse of a refresh token) or an account deleted through another process
 * is seen here at most this late; through this process, at once (`forgetUser`).
 */
export const SESSION_CHECK_TTL_MS = 3000;
/** Sign-ins remembered at most; the least recently checked go first. */
const REMEMBERED_SESSIONS = 10_000;

/** What an access token's sign-in has become since the token was issued. */
export type SessionState = "live" | "ended" | "account-gone";

interface Remembered {
  userId: string;
  checkedAt: number;
}

/**
 * Whether the sign-in an access token names still stands: its account exists and its
 * refresh-token family is not revoked. The database is the truth; only "live" answers are
 * remembered, briefly, so an ended sign-in is never taken for a live one for longer than
 * SESSION_CHECK_TTL_MS.
 */
export function createSessionCheck(db: Kysely<Database>, clock: Clock) {
  const live = new Map<string, Remembered>();

  const lookUp = async (userId: string, sessionId: string): Promise<SessionState> => {
    const found = await db
      .selectFrom("users as u")
      .leftJoin("refresh_token_families as f", (join) =>
        join.onRef("f.user_id", "=", "u.id").on("f.id", "=", sessionId),
      )
      .select(["f.id as session_id", "f.revoked_at"])
      .where("u.id", "=", userId)
      .executeTakeFirst();
    if (!found) return "account-gone";
    return found.session_id !== null && found.revoked_at === null ? "live" : "ended";
  };

  return {
    async stateOf(userId: string, sessionId: string): Promise<SessionState> {
      const now = clock();
      const remembered = live.get(sessionId);
      live.delete(sessionId);
      if (remembered?.userId === userId && now - remembered.checkedAt < SESSION_CHECK_TTL_MS) {
        live.set(sessionId, remembered);
        return "live";
      }
      const state = await lookUp(userId, sessionId);
      if (state !== "live") return state;
      live.set(sessionId, { userId, checkedAt: now });
      if (live.size > REMEMBERED_SESSIONS) {
        const oldest = live.keys().next().value;
        if (oldest !== undefined) live.delete(oldest);
      }
      return "live";
    },

    /** Called when this process ends a user's sign-ins or deletes the account. */
    forgetUser(userId: string): void {
      for (const [sessionId, remembered] of live) {
        if (remembered.userId === userId) live.delete(sessionId);
      }
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;

declare module "../feature-deps.js" {
  interface Deps {
    /** Whether an access token's sign-in still stands (remembered briefly per process). */
    sessions: SessionCheck;
  }
}
