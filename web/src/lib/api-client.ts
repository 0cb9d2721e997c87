import { API_BASE } from "@bindery/contract";
import { isTokenUnexpired } from "./jwt";
import { type RefreshOutcome, refreshSession } from "./refresh-session";
import { notePastWorker } from "./service-worker";
import { readTokens } from "./session-storage";

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
export function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return call(path, request.auth ?? false, (bearer) => send(path, request, bearer));
}

export interface UploadRequest {
  /** The multipart form to send. */
  body: FormData;
  /** Called as the form's bytes leave the browser. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * An authenticated multipart POST that reports the bytes sent (fetch cannot), with the
 * same bearer, refresh and replay as every other call. An access token the client can
 * already tell has expired is refreshed before sending, so a large file is not sent
 * once only to be refused.
 */
export async function apiUpload<T>(path: string, request: UploadRequest): Promise<T> {
  const { access } = readTokens();
  if (!isTokenUnexpired(access)) {
    const outcome = await refreshForCall(access);
    if (outcome.kind === "rejected") throw new ApiError(401, null);
    if (outcome.kind === "unavailable") throw reported(new ApiError(outcome.status, null), path);
  }
  return call(path, true, (bearer) => sendWithProgress(path, request, bearer));
}

/**
 * A file answer (an EPUB), as a Blob with the name the server gave it; the same bearer,
 * refresh and replay as every other call, so private books download too, and `headers`
 * (what unlocks a shared book).
 */
export async function apiDownload(
  path: string,
  auth: boolean,
  headers: Record<string, string> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const { response } = await apiResponse(path, {
    auth,
    headers: { ...headers, accept: "*/*" },
  });
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : null };
}

/**
 * A successful answer as the network gave it, and the address it was asked at, with the
 * same bearer, refresh and replay as every other call: what a book kept for offline
 * reading stores, under the very address the reader will ask for it.
 */
export async function apiResponse(
  path: string,
  request: ApiRequest,
): Promise<{ url: string; response: Response }> {
  const auth = request.auth ?? false;
  const sendWith: Sender = (bearer) => send(path, request, bearer);
  let response = await sendWith(auth ? readTokens().access : null);
  if (response.status === 401 && auth) response = await replayAfterRefresh(path, sendWith, null);
  if (!response.ok) throw reported(new ApiError(response.status, await readBody(response)), path);
  return { url: buildUrl(path, request.query), response };
}

type Sender = (bearer: string | null) => Promise<Response>;

async function call<T>(path: string, auth: boolean, sendWith: Sender): Promise<T> {
  const access = auth ? readTokens().access : null;
  let response = await sendWith(access);
  if (response.status === 401 && auth) response = await replayAfterRefresh(path, sendWith, access);
  if (!response.ok) throw reported(new ApiError(response.status, await readBody(response)), path);
  // The server validates its answers against the shared contract before sending them.
  return (await readBody(response)) as T;
}

async function replayAfterRefresh(
  path: string,
  sendWith: Sender,
  staleAccess: string | null,
): Promise<Response> {
  const outcome = await refreshForCall(staleAccess);
  if (outcome.kind === "refreshed") return sendWith(outcome.tokens.access);
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
  const url = buildUrl(path, request.query);
  if ((request.method ?? "GET") === "GET") notePastWorker(url, headers);
  try {
    return await fetch(url, {
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

/** XMLHttpRequest, for its upload progress events; its answer is handed on as a Response. */
function sendWithProgress(
  path: string,
  request: UploadRequest,
  bearer: string | null,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path, undefined));
    xhr.setRequestHeader("accept", "application/json");
    if (bearer) xhr.setRequestHeader("authorization", `Bearer ${bearer}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status }));
    };
    xhr.onerror = () => reject(reported(new ApiError(0, null), path));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    request.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
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
