import { vi } from "vitest";

/** A JWT-shaped token whose expiry the client can read; the signature is never checked. */
export function makeJwt(secondsFromNow: number, id = "token", userId = "user-1"): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: "HS256" })}.${encode({ exp, jti: id, sub: userId })}.c2ln`;
}

export interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** Replaces fetch with `handler` and records every call made. */
export function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      url: String(input),
      method: init.method ?? "GET",
      authorization: headers.get("authorization"),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal("fetch", mock);
  return calls;
}
