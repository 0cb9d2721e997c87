import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { SHARE_ACCESS_HOURS } from "@bindery/contract";
import type { Clock } from "../lib/clock.js";
import { createSealer } from "../lib/sealed-text.js";

/** 32 random bytes: 256 bits, 43 characters of base64url (SHARE_TOKEN_PATTERN). */
const TOKEN_BYTES = 32;

export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString("base64url");

/**
 * What is stored and looked up: the token's SHA-256. The token is random and long, so a
 * slow hash adds nothing; whoever reads the database cannot read a working link from it.
 */
export const hashShareToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/**
 * The secrets of share links, all from FILE_URL_SECRET (HKDF, one purpose each), so every
 * process of a site agrees:
 *
 * - the token sealed for its owner (lib/sealed-text.ts), the share's id as its context;
 * - what unlocks a password-protected link once its password was given: `<exp>.<HMAC of
 *   the share's id and exp>`. The share's id is new for every link made, so replacing or
 *   revoking the link ends what unlocked the old one; it expires after SHARE_ACCESS_HOURS.
 */
export function createShareKeys(secret: string, clock: Clock) {
  const sealer = createSealer(secret, "share-tokens");
  const accessKey = Buffer.from(hkdfSync("sha256", secret, "bindery", "share-access", 32));
  const sign = (shareId: string, exp: number) =>
    createHmac("sha256", accessKey).update(`${shareId}\n${exp}`).digest("base64url");

  return {
    sealToken: (shareId: string, token: string) => sealer.seal(shareId, token),
    /** The token, or undefined when it does not open (the secret changed since it was made). */
    openToken: (shareId: string, sealed: string) => sealer.open(shareId, sealed),

    /** What unlocks the share `shareId` until `expiresAt` (ms). */
    grantAccess(shareId: string): { access: string; expiresAt: number } {
      const exp = Math.floor(clock() / 1000) + SHARE_ACCESS_HOURS * 3600;
      return { access: `${exp}.${sign(shareId, exp)}`, expiresAt: exp * 1000 };
    },

    /** Whether `access` (a header or query value) unlocks the share `shareId` now. */
    unlocks(shareId: string, access: unknown): boolean {
      if (typeof access !== "string") return false;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access);
      if (!match?.[1] || !match[2]) return false;
      const exp = Number(match[1]);
      const expected = Buffer.from(sign(shareId, exp));
      const given = Buffer.from(match[2]);
      // Compared in constant time so the signature cannot be guessed byte by byte.
      return timingSafeEqual(given, expected) && exp * 1000 > clock();
    },
  };
}

export type ShareKeys = ReturnType<typeof createShareKeys>;
