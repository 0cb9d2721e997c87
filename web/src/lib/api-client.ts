import { type RefreshOutcome, refreshSession } from "./refresh-session";
import { readTokens } from "./session-storage";

const API_BASE = "/api/v1";

/** Raised on `window` when a refresh fails; the app alerts and shows the login view. */
export const SESSION_EXPIRED_EVENT = "session_expired";

/** A call that did not succeed. `status` is 0 when no answer arrived; `body` is the answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(status === 0 ? "The server could not be reached." : `The server answered ${status}.`);
    this.name = "ApiError";
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, string | number>;
  /**
   * The spec's 'auth' calls: the bearer token is sent, and a 401 is answered by one
   * refresh and one replay. Other calls never carry the token.
   */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the web app talks to the API. There is deliberately no timeout (spec):
 * slow uploads and conversions must not be cut off by the client.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const access = request.auth ? readTokens().access : null;
  let response = await send(path, request, access);
  if (response.status === 401 && request.auth) {
    response = await replayAfterRefresh(path, request, access);
  }
  if (!response.ok) throw reported(new ApiError(response.status, await readBody(response)), path);
  // The server validates its answers against the shared contract before sending them.
  return (await readBody(response)) as T;
}

async function replayAfterRefresh(
  path: string,
  request: ApiRequest,
  staleAccess: string | null,
): Promise<Response> {
  const outcome = await refreshForCall(staleAccess);
  if (outcome.kind === "refreshed") return send(path, request, outcome.tokens.access);
  if (outcome.kind === "unavailable") throw reported(new ApiError(outcome.status, null), path);
  // The session is over: storage is cleared and session_expired raised; the caller
  // still needs its promise settled.
  throw new ApiError(401, null);
}

const announced = new WeakSet<Promise<RefreshOutcome>>();

/** Joins the shared refresh and raises session_expired once per failed refresh. */
function refreshForCall(staleAccess: string | null): Promise<RefreshOutcome> {
  const flight = refreshSession(staleAccess);
  if (!announced.has(flight)) {
    announced.add(flight);
    void flight.then((outcome) => {
      if (outcome.kind === "rejected") window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
  }
  return flight;
}

async function send(path: string, request: ApiRequest, bearer: string | null): Promise<Response> {
  const headers = new Headers({ accept: "application/json", ...request.headers });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(request.body);
  }
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  try {
    return await fetch(buildUrl(path, request.query), {
      method: request.method ?? "GET",
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure worth reporting.
    if (request.signal?.aborted) throw error;
    throw reported(new ApiError(0, null), path);
  }
}

function buildUrl(path: string, query: ApiRequest["query"]): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${url}?${params}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function reported(error: ApiError, path: string): ApiError {
  console.log("API Error", error.status, path);
  return error;
}
