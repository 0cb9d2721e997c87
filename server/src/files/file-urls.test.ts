import {
  SIGNED_URL_MAX_VALIDITY_SECONDS,
  SIGNED_URL_MIN_VALIDITY_SECONDS,
} from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { manualClock } from "../test-support/test-app.js";
import { createFileUrls } from "./file-urls.js";

const secret = "a-test-secret-that-is-long-enough-for-hmac";

describe("file URLs", () => {
  it("gives public files a plain URL", () => {
    const urls = createFileUrls(secret, manualClock());
    expect(urls.publicUrl("books/b1/cover.webp")).toBe("/files/books/b1/cover.webp");
    expect(urls.url("books/b1/cover.webp", "public")).toBe("/files/books/b1/cover.webp");
  });

  it("signs private files for ten to fifteen minutes, the URL steady within five", () => {
    const clock = manualClock(Date.UTC(2026, 0, 1, 10, 16));
    const urls = createFileUrls(secret, clock);
    const first = urls.signedUrl("books/b1/p1.webp");
    const exp = Number(new URL(first, "http://x").searchParams.get("exp"));
    expect(exp * 1000).toBe(Date.UTC(2026, 0, 1, 10, 30));
    expect(exp * 1000 - clock()).toBeGreaterThanOrEqual(SIGNED_URL_MIN_VALIDITY_SECONDS * 1000);
    clock.advance(3 * 60 * 1000);
    expect(urls.signedUrl("books/b1/p1.webp")).toBe(first);
    expect(urls.url("books/b1/p1.webp", "private")).toBe(first);
  });

  it("verifies its own signatures and nothing else", () => {
    const clock = manualClock();
    const urls = createFileUrls(secret, clock);
    const params = new URL(urls.signedUrl("books/b1/p1.webp"), "http://x").searchParams;
    const exp = params.get("exp") ?? "";
    const sig = params.get("sig") ?? "";
    expect(urls.verify("books/b1/p1.webp", exp, sig)).toEqual({
      result: "valid",
      expiresAt: Number(exp),
    });
    expect(urls.verify("books/b1/p1.webp", undefined, undefined).result).toBe("missing");
    expect(urls.verify("books/b1/p2.webp", exp, sig).result).toBe("invalid");
    expect(urls.verify("books/b1/p1.webp", `${Number(exp) + 1}`, sig).result).toBe("invalid");
    expect(urls.verify("books/b1/p1.webp", exp, `${sig}x`).result).toBe("invalid");
    expect(urls.verify("books/b1/p1.webp", exp, undefined).result).toBe("invalid");
    const other = createFileUrls(`${secret}-other`, clock);
    expect(other.verify("books/b1/p1.webp", exp, sig).result).toBe("invalid");
    clock.advance(SIGNED_URL_MAX_VALIDITY_SECONDS * 1000);
    expect(urls.verify("books/b1/p1.webp", exp, sig).result).toBe("expired");
  });

  it("lets no URL work fifteen minutes after it was signed, whenever it was signed", () => {
    const clock = manualClock(Date.UTC(2026, 0, 1, 10, 0, 1));
    const urls = createFileUrls(secret, clock);
    for (let second = 0; second < 600; second += 7) {
      const params = new URL(urls.signedUrl("books/b1/p1.webp"), "http://x").searchParams;
      const signedAt = clock();
      clock.advance(SIGNED_URL_MAX_VALIDITY_SECONDS * 1000);
      const check = urls.verify("books/b1/p1.webp", params.get("exp"), params.get("sig"));
      expect({ signedAt, result: check.result }).toEqual({ signedAt, result: "expired" });
      clock.advance(-SIGNED_URL_MAX_VALIDITY_SECONDS * 1000 + 7000);
    }
  });

  it("keeps the key and the expiry apart in what it signs", () => {
    const urls = createFileUrls(secret, manualClock());
    const params = new URL(urls.signedUrl("books/b1/p1"), "http://x").searchParams;
    const exp = params.get("exp") ?? "";
    // "books/b1/p1" + "1767…" must not verify as "books/b1/p" + "11767…".
    expect(urls.verify("books/b1/p", `1${exp}`, params.get("sig")).result).toBe("invalid");
  });
});
