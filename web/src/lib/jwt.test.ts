import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJwt } from "../test/fake-api";
import { isTokenUnexpired, readJwtExpiry, readJwtSubject } from "./jwt";

describe("readJwtExpiry", () => {
  afterEach(() => vi.useRealTimers());

  it("reads exp from the token's payload", () => {
    // The clock stands still: the token and the expectation read the same second.
    vi.useFakeTimers({ now: new Date("2026-11-29T20:00:00.500Z"), toFake: ["Date"] });
    const token = makeJwt(600);
    expect(readJwtExpiry(token)).toBe(Date.UTC(2026, 10, 29, 20, 10) / 1000);
  });

  it("answers null for tokens it cannot read", () => {
    expect(readJwtExpiry("not-a-jwt")).toBeNull();
    expect(readJwtExpiry("a.%%%.c")).toBeNull();
    expect(readJwtExpiry(`a.${btoa(JSON.stringify({ sub: "x" }))}.c`)).toBeNull();
    expect(readJwtExpiry(`a.${btoa(JSON.stringify({ exp: "soon" }))}.c`)).toBeNull();
  });
});

describe("isTokenUnexpired", () => {
  it("accepts a token that expires comfortably later", () => {
    expect(isTokenUnexpired(makeJwt(600))).toBe(true);
  });

  it("refuses expired tokens, tokens about to expire, unreadable and missing ones", () => {
    expect(isTokenUnexpired(makeJwt(-5))).toBe(false);
    expect(isTokenUnexpired(makeJwt(3))).toBe(false);
    expect(isTokenUnexpired("garbage")).toBe(false);
    expect(isTokenUnexpired(null)).toBe(false);
  });
});

describe("readJwtSubject", () => {
  it("reads whose token it is, and null for tokens without a readable one", () => {
    expect(readJwtSubject(makeJwt(600, "token", "user-7"))).toBe("user-7");
    expect(readJwtSubject(makeJwt(-600, "token", "user-7"))).toBe("user-7");
    expect(readJwtSubject("not-a-jwt")).toBeNull();
    expect(readJwtSubject(`a.${btoa(JSON.stringify({ sub: 7 }))}.c`)).toBeNull();
    expect(readJwtSubject(`a.${btoa(JSON.stringify({ sub: "" }))}.c`)).toBeNull();
  });
});
