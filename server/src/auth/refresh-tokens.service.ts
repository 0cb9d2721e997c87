import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../config.js";
import type { Deps } from "../feature-deps.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import type { RefreshTokensRepo } from "./refresh-tokens.repo.js";
import type { SessionCheck } from "./session-check.js";

export interface RefreshPolicy {
  idleTtlMs: number;
  absoluteTtlMs: number;
  /** A token used this recently may be presented again (a second tab) without counting as reuse. */
  reuseGraceMs: number;
}

/** The policy the settings give (REFRESH_*_SECONDS). */
export const refreshPolicyOf = (config: Config): RefreshPolicy => ({
  idleTtlMs: config.REFRESH_IDLE_TTL_SECONDS * 1000,
  absoluteTtlMs: config.REFRESH_ABSOLUTE_TTL_SECONDS * 1000,
  reuseGraceMs: config.REFRESH_REUSE_GRACE_SECONDS * 1000,
});

/** A sign-in: its refresh-token family's id names it in the access tokens it gets. */
export interface IssuedSession {
  sessionId: string;
  refresh: string;
}

export type RotationResult =
  | { ok: true; userId: string; sessionId: string; refresh: string }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createRefreshTokenService(
  repo: RefreshTokensRepo,
  policy: RefreshPolicy,
  clock: Clock,
  sessions: Pick<SessionCheck, "forgetUser">,
) {
  const tokenRow = (familyId: string, now: number, absoluteExpiresAt: number) => {
    const token = newOpaqueToken();
    return {
      token,
      row: {
        id: newId(),
        family_id: familyId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: Math.min(now + policy.idleTtlMs, absoluteExpiresAt),
        used_at: null,
        replaced_by_id: null,
      },
    };
  };

  return {
    /** Starts a new family (one per sign-in) and answers its first token. */
    async issue(userId: string): Promise<IssuedSession> {
      const now = clock();
      const familyId = newId();
      const absoluteExpiresAt = now + policy.absoluteTtlMs;
      const { token, row } = tokenRow(familyId, now, absoluteExpiresAt);
      await repo.insertFamily(
        {
          id: familyId,
          user_id: userId,
          created_at: now,
          absolute_expires_at: absoluteExpiresAt,
          revoked_at: null,
          revoked_reason: null,
        },
        row,
      );
      return { sessionId: familyId, refresh: token };
    },

    /** Exchanges a token for its successor; a replayed token kills its whole family. */
    async rotate(presented: string): Promise<RotationResult> {
      const now = clock();
      const found = await repo.findByHash(hashToken(presented));
      if (!found) return { ok: false, reason: "unknown" };
      if (found.revoked_at !== null) return { ok: false, reason: "revoked" };
      if (found.absolute_expires_at <= now) return { ok: false, reason: "expired" };

      const withinGrace = (usedAt: number) => now - usedAt <= policy.reuseGraceMs;
      if (found.used_at !== null && !withinGrace(found.used_at)) {
        await repo.revokeFamily(found.family_id, now, "reuse");
        sessions.forgetUser(found.user_id);
        return { ok: false, reason: "reused" };
      }
      if (found.expires_at <= now && found.used_at === null)
        return { ok: false, reason: "expired" };

      const next = tokenRow(found.family_id, now, found.absolute_expires_at);
      const rotated = { ok: true, userId: found.user_id, sessionId: found.family_id } as const;
      if (found.used_at === null && (await repo.rotate(found.id, now, next.row))) {
        return { ...rotated, refresh: next.token };
      }
      // Two tabs refreshed with the same token at once: the later one gets a sibling token
      // in the same family instead of tripping reuse detection.
      await repo.insertToken(next.row);
      return { ...rotated, refresh: next.token };
    },

    /** Ends every sign-in of the user's; their access tokens die with them. */
    async revokeAll(userId: string, reason: string): Promise<void> {
      await repo.revokeUserFamilies(userId, clock(), reason);
      sessions.forgetUser(userId);
    },

    /** Ends the sign-in the token belongs to, its access tokens too. Unknown tokens are ignored. */
    async revoke(presented: string, reason: string): Promise<{ userId: string } | null> {
      const found = await repo.findByHash(hashToken(presented));
      if (!found) return null;
      await repo.revokeFamily(found.family_id, clock(), reason);
      sessions.forgetUser(found.user_id);
      return { userId: found.user_id };
    },
  };
}

/** The service on the app's database, settings, clock and session check. */
export const refreshTokenServiceFor = (
  deps: Pick<Deps, "repos" | "config" | "clock" | "sessions">,
) =>
  createRefreshTokenService(
    deps.repos.refreshTokens,
    refreshPolicyOf(deps.config),
    deps.clock,
    deps.sessions,
  );

export type RefreshTokenService = ReturnType<typeof createRefreshTokenService>;
