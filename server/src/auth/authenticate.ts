import { authMessages } from "@bindery/contract";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors.js";
import { markPersonal } from "../lib/private-answers.js";
import type { AccessTokens } from "./access-tokens.js";
import type { SessionCheck, SessionState } from "./session-check.js";

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** Why a well-signed token is refused; the web client refreshes on any 401 either way. */
const refusals: Record<Exclude<SessionState, "live">, string> = {
  ended: authMessages.sessionEnded,
  "account-gone": authMessages.accountGone,
};

/**
 * Reads the bearer token of a request; routes call these first, so who may call is visible.
 * Every route that reads a caller goes through here, so this is the one place that refuses
 * tokens whose sign-in has ended or whose account is gone.
 */
export function createAuthenticator(tokens: AccessTokens, sessions: SessionCheck) {
  const userIdOf = async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers.authorization;
    if (!header) return null;
    markPersonal(request);
    const match = BEARER.exec(header);
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    // A token that is present but bad is refused, so the client knows to refresh.
    if (!claims) throw new HttpError(401, authMessages.notAuthenticated);
    const state = await sessions.stateOf(claims.userId, claims.sessionId);
    if (state !== "live") throw new HttpError(401, refusals[state]);
    return claims.userId;
  };
  return {
    /** The caller's user id; 401 without a valid access token. */
    async requireUser(request: FastifyRequest): Promise<string> {
      markPersonal(request);
      const userId = await userIdOf(request);
      if (!userId) throw new HttpError(401, authMessages.notAuthenticated);
      return userId;
    },
    /** The caller's user id, or null for a guest. */
    optionalUser: userIdOf,
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

declare module "../feature-deps.js" {
  interface Deps {
    authenticator: Authenticator;
  }
}
