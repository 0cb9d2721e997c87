import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "bindery";
const AUDIENCE = "bindery-web";
const ALGORITHMS = ["HS256"];

/** Whose token it is and which sign-in (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  /** The sign-in's refresh-token family: the token dies when that sign-in ends. */
  sessionId: string;
}

export interface AccessTokens {
  issue(userId: string, sessionId: string): Promise<string>;
  /**
   * The token's user and sign-in, or null for a token that is expired, forged, for someone
   * else, or from before tokens named their sign-in.
   */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number) {
  const key = new TextEncoder().encode(secret);
  const tokens: AccessTokens = {
    async issue(userId, sessionId) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ token_type: "access", sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ALGORITHMS,
          requiredClaims: ["exp", "iat", "sub"],
          currentDate: new Date(now()),
        });
        const { sub, sid } = payload;
        return payload.token_type === "access" && typeof sub === "string" && typeof sid === "string"
          ? { userId: sub, sessionId: sid }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
  return tokens;
}

declare module "../feature-deps.js" {
  interface Deps {
    accessTokens: AccessTokens;
  }
}
