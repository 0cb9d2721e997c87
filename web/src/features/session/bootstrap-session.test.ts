import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRED_EVENT } from "../../lib/api-client";
import { REFRESH_PATH } from "../../lib/refresh-session";
import { fakeFetch, json, makeJwt } from "../../test/fake-api";
import { bootstrapSession } from "./bootstrap-session";

const fresh = { access: makeJwt(600, "fresh"), refresh: "refresh-2" };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("bootstrapSession", () => {
  it("trusts an unexpired access token without asking the server", async () => {
    localStorage.setItem("access_token", makeJwt(600));
    localStorage.setItem("refresh_token", "refresh-1");
    const calls = fakeFetch(() => json(500, {}));
    await bootstrapSession();
    expect(calls).toHaveLength(0);
  });

  it("exchanges the refresh token when the access token has expired", async () => {
    localStorage.setItem("access_token", makeJwt(-60));
    localStorage.setItem("refresh_token", "refresh-1");
    const calls = fakeFetch(() => json(200, fresh));
    await bootstrapSession();
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [REFRESH_PATH, { refresh: "refresh-1" }],
    ]);
    expect(localStorage.getItem("access_token")).toBe(fresh.access);
  });

  it("clears storage quietly when the exchange fails", async () => {
    localStorage.setItem("access_token", makeJwt(-60));
    localStorage.setItem("refresh_token", "revoked");
    localStorage.setItem("name", "Ada");
    fakeFetch(() => json(401, { detail: "Refresh token expired or invalid" }));
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      await bootstrapSession();
      expect(localStorage.length).toBe(0);
      expect(expired).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });

  it("leaves a guest's storage alone", async () => {
    localStorage.setItem("reader_volume", "0.5");
    const calls = fakeFetch(() => json(500, {}));
    await bootstrapSession();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem("reader_volume")).toBe("0.5");
  });
});
