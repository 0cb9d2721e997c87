import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "bindery";
const AUDIENCE = "bindery-web";
const ALGORITHMS = ["HS256"];

export interface AccessTokens {
  issue(userId: string): Promise<string>;
  /** The user id, or null for a token that is expired, forged or for someone else. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number) {
  const key = new TextEncoder().encode(secret);
  const tokens: AccessTokens = {
    async issue(userId) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ token_type: "access" })
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
        return payload.token_type === "access" && typeof payload.sub === "string"
          ? payload.sub
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
  return tokens;
}
