import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, makeJwt } from "../test/fake-api";
import { ApiError, apiRequest, SESSION_EXPIRED_EVENT } from "./api-client";
import { REFRESH_PATH } from "./refresh-session";

const PROFILE = "/users/profile/";
const profile = { user_id: "u1", first_name: "Ada", last_name: "L", email: "a@b.c", is_premium: 0 };

const stale = makeJwt(600, "stale");
const fresh = { access: makeJwt(600, "fresh"), refresh: "refresh-2" };

function seed(access: string, refresh = "refresh-1"): void {
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
  localStorage.setItem("name", "Ada L");
}

/** The server: the fresh token is accepted, anything else is refused. */
function server(refreshAnswer: () => Response = () => json(200, fresh)) {
  return fakeFetch((call) => {
    if (call.url === REFRESH_PATH) return refreshAnswer();
    if (call.url.endsWith(PROFILE)) {
      return call.authorization === `Bearer ${fresh.access}`
        ? json(200, profile)
        : json(401, { detail: "Authentication credentials were not provided or are invalid." });
    }
    return json(200, { ok: true });
  });
}

type LockTask = (lock: object | null) => Promise<unknown>;

/**
 * Web Locks as seen by a tab while another tab refreshes: a request that must not wait
 * is refused, and a waiting one is granted once `otherTabDone` has run.
 */
function useLocksHeldByAnotherTab(otherTabDone: () => void): void {
  const locks = {
    request: async (_name: string, options: LockTask | object, task?: LockTask) => {
      if (task) return task(null);
      otherTabDone();
      return (options as LockTask)({});
    },
  };
  Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
}

let logs: unknown[][];

beforeEach(() => {
  localStorage.clear();
  logs = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    logs.push(args);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "locks");
});

describe("bearer header", () => {
  it("is sent only on calls marked authenticated", async () => {
    seed(fresh.access);
    const calls = server();
    await apiRequest("/public_domain_books/");
    await apiRequest(PROFILE, { auth: true });
    expect(calls.map((call) => call.authorization)).toEqual([null, `Bearer ${fresh.access}`]);
  });

  it("a 401 on a call not marked authenticated is the caller's to handle, with no refresh", async () => {
    const calls = fakeFetch(() => json(401, { detail: "Invalid email or password." }));
    const failure = apiRequest("/users/login/", { method: "POST", body: {} });
    await expect(failure).rejects.toMatchObject({
      status: 401,
      body: { detail: "Invalid email or password." },
    });
    expect(calls).toHaveLength(1);
    expect(logs).toContainEqual(["API Error", 401, "/users/login/"]);
  });
});

describe("a 401 on an authenticated call", () => {
  it("refreshes once, stores the new tokens and replays the call with them", async () => {
    seed(stale);
    const calls = server();
    await expect(apiRequest(PROFILE, { auth: true })).resolves.toEqual(profile);
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ["/api/v1/users/profile/", `Bearer ${stale}`],
      [REFRESH_PATH, null],
      ["/api/v1/users/profile/", `Bearer ${fresh.access}`],
    ]);
    expect(calls[1]?.body).toEqual({ refresh: "refresh-1" });
    expect(localStorage.getItem("access_token")).toBe(fresh.access);
    expect(localStorage.getItem("refresh_token")).toBe(fresh.refresh);
  });

  it("shares one refresh between concurrent calls", async () => {
    seed(stale);
    const calls = server();
    const answers = await Promise.all([
      apiRequest(PROFILE, { auth: true }),
      apiRequest(PROFILE, { auth: true }),
      apiRequest(PROFILE, { auth: true }),
    ]);
    expect(answers).toEqual([profile, profile, profile]);
    expect(calls.filter((call) => call.url === REFRESH_PATH)).toHaveLength(1);
    expect(calls.filter((call) => call.authorization === `Bearer ${fresh.access}`)).toHaveLength(3);
  });

  it("is replayed only once: a second 401 is rejected to the caller", async () => {
    seed(stale);
    const calls = fakeFetch((call) =>
      call.url === REFRESH_PATH ? json(200, fresh) : json(401, { detail: "No." }),
    );
    await expect(apiRequest(PROFILE, { auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/v1/users/profile/",
      REFRESH_PATH,
      "/api/v1/users/profile/",
    ]);
    expect(logs).toContainEqual(["API Error", 401, PROFILE]);
  });

  it("uses tokens another tab stored while this one waited for the refresh lock", async () => {
    seed(stale);
    // Another tab holds the lock and rotates the tokens before this tab gets it.
    useLocksHeldByAnotherTab(() => {
      localStorage.setItem("access_token", fresh.access);
      localStorage.setItem("refresh_token", fresh.refresh);
    });
    const calls = server();
    await expect(apiRequest(PROFILE, { auth: true })).resolves.toEqual(profile);
    expect(calls.some((call) => call.url === REFRESH_PATH)).toBe(false);
  });

  it("waits for another tab's new tokens to reach this tab's storage", async () => {
    seed(stale);
    // The other tab lets go of the lock before its storage write arrives here.
    useLocksHeldByAnotherTab(() => {
      setTimeout(() => {
        localStorage.setItem("access_token", fresh.access);
        localStorage.setItem("refresh_token", fresh.refresh);
        window.dispatchEvent(new StorageEvent("storage", { key: "access_token" }));
      }, 50);
    });
    const calls = server();
    await expect(apiRequest(PROFILE, { auth: true })).resolves.toEqual(profile);
    expect(calls.some((call) => call.url === REFRESH_PATH)).toBe(false);
  });
});

describe("a failed refresh", () => {
  it("logs, clears storage, raises session_expired once and rejects every waiting call", async () => {
    seed(stale);
    localStorage.setItem("reader_volume", "0.5");
    const calls = server(() => json(401, { detail: "Refresh token expired or invalid" }));
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      const results = await Promise.allSettled([
        apiRequest(PROFILE, { auth: true }),
        apiRequest(PROFILE, { auth: true }),
      ]);
      expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(localStorage.length).toBe(0);
      expect(logs).toContainEqual(["Refresh token expired or invalid"]);
      expect(calls.filter((call) => call.url === REFRESH_PATH)).toHaveLength(1);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });

  it("keeps the session when the server cannot be reached, and reports an API error", async () => {
    seed(stale);
    server(() => json(503, { detail: "Down for a moment." }));
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      await expect(apiRequest(PROFILE, { auth: true })).rejects.toMatchObject({ status: 503 });
      expect(expired).not.toHaveBeenCalled();
      expect(localStorage.getItem("refresh_token")).toBe("refresh-1");
      expect(logs).toContainEqual(["API Error", 503, PROFILE]);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });
});

describe("other failures", () => {
  it("are logged as 'API Error' and rejected with the server's answer", async () => {
    fakeFetch(() => json(400, { email: ["An account with this email already exists."] }));
    const failure = apiRequest("/users/signup/", { method: "POST", body: {} });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { email: ["An account with this email already exists."] },
    });
    expect(logs).toContainEqual(["API Error", 400, "/users/signup/"]);
  });

  it("a network failure is rejected with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(apiRequest("/public_domain_books/")).rejects.toMatchObject({ status: 0 });
    expect(logs).toContainEqual(["API Error", 0, "/public_domain_books/"]);
  });
});
