import { createHmac, timingSafeEqual } from "node:crypto";
import { SIGNED_URL_EXPIRY_STEP_SECONDS, SIGNED_URL_MIN_VALIDITY_SECONDS } from "@bindery/contract";
import type { Deps } from "../feature-deps.js";
import type { Clock } from "../lib/clock.js";

/**
 * The addresses the API hands out for stored files, served by `GET /files/<key>`.
 *
 * - Public files (public-domain books, built-in themes) get a plain URL, cacheable by
 *   anyone: `/files/books/<id>/cover.webp`.
 * - Private files (a user's own book, an uploaded theme) get a signed URL:
 *   `/files/<key>?exp=<unix seconds>&sig=<base64url HMAC-SHA256(FILE_URL_SECRET, key "\n" exp)>`.
 *   The newline keeps (key, exp) pairs from running into each other ("a1"+"2" vs "a"+"12").
 *   Expiry is rounded up to a step past the minimum validity (contract's signed-file-urls.ts:
 *   10 minutes, 5-minute steps), so a URL stays the same for a step and the browser's cache
 *   keeps working, while no URL outlives a signed-out session by more than 15 minutes.
 *
 * A signed URL is a capability: whoever holds it may fetch that one file until it
 * expires, as with bucket pre-signed URLs. Keys are storage keys (see storage/file-storage.ts).
 */
export const FILES_ROUTE_PREFIX = "/files/";

export type FileAccess = "public" | "private";
export type SignatureCheck =
  | { result: "valid"; expiresAt: number }
  | { result: "missing" | "invalid" | "expired" };

export interface FileUrls {
  /** A URL for a file anyone may read. */
  publicUrl(key: string): string;
  /** A URL for a private file: signed, expiring. */
  signedUrl(key: string): string;
  url(key: string, access: FileAccess): string;
  /** Checks `exp` and `sig` query values for a key; `expiresAt` in unix seconds when valid. */
  verify(key: string, exp: unknown, sig: unknown): SignatureCheck;
}

/**
 * What turns a stored file's key into the address an answer gives: the signed-or-public
 * URLs above, or a share link's own addresses (shares/share-file-urls.ts).
 */
export type FileAddresses = Pick<FileUrls, "url">;

export function createFileUrls(secret: string, clock: Clock): FileUrls {
  const sign = (key: string, exp: number) =>
    createHmac("sha256", secret).update(`${key}\n${exp}`).digest("base64url");
  const path = (key: string) => `${FILES_ROUTE_PREFIX}${encodeURI(key)}`;

  const urls: FileUrls = {
    publicUrl: path,
    signedUrl(key) {
      const now = Math.floor(clock() / 1000);
      const exp =
        Math.ceil((now + SIGNED_URL_MIN_VALIDITY_SECONDS) / SIGNED_URL_EXPIRY_STEP_SECONDS) *
        SIGNED_URL_EXPIRY_STEP_SECONDS;
      return `${path(key)}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    url: (key, access) => (access === "public" ? urls.publicUrl(key) : urls.signedUrl(key)),
    verify(key, exp, sig) {
      if (exp === undefined && sig === undefined) return { result: "missing" };
      if (typeof exp !== "string" || typeof sig !== "string" || !/^\d{1,12}$/.test(exp)) {
        return { result: "invalid" };
      }
      const expiresAt = Number(exp);
      const expected = Buffer.from(sign(key, expiresAt));
      const given = Buffer.from(sig);
      // Compared in constant time so the signature cannot be guessed byte by byte.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { result: "invalid" };
      }
      if (expiresAt * 1000 <= clock()) return { result: "expired" };
      return { result: "valid", expiresAt };
    },
  };
  return urls;
}

/** The URL builder with the app's secret and clock. */
export const fileUrlsFor = (deps: Pick<Deps, "config" | "clock">): FileUrls =>
  createFileUrls(deps.config.FILE_URL_SECRET, deps.clock);
