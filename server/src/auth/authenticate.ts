import { authMessages } from "@bindery/contract";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors.js";
import type { AccessTokens } from "./access-tokens.js";

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** Reads the bearer token of a request; routes call these first, so who may call is visible. */
export function createAuthenticator(tokens: AccessTokens) {
  const userIdOf = async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = BEARER.exec(header);
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    // A token that is present but bad is refused, so the client knows to refresh.
    if (!userId) throw new HttpError(401, authMessages.notAuthenticated);
    return userId;
  };
  return {
    /** The caller's user id; 401 without a valid access token. */
    async requireUser(request: FastifyRequest): Promise<string> {
      const userId = await userIdOf(request);
      if (!userId) throw new HttpError(401, authMessages.notAuthenticated);
      return userId;
    },
    /** The caller's user id, or null for a guest. */
    optionalUser: userIdOf,
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
