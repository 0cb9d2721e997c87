import {
  type ApiEndpoint,
  type ApiRoute,
  type PathParamNames,
  type PathParams,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
  routePath,
  type routes,
} from "@bindery/contract";
import {
  type ApiRequest,
  apiDownload,
  apiRequest,
  apiResponse,
  apiUpload,
  type UploadRequest,
} from "./api-client";

/** What a call to `Route` needs: the path's parameters, the body and query it takes. */
export type ApiCall<Route extends ApiRoute> = ([PathParamNames<Route["path"]>] extends [never]
  ? { params?: never }
  : { params: PathParams<Route["path"]> }) &
  ([RouteBody<Route>] extends [never] ? { body?: never } : { body: RouteBody<Route> }) &
  ([RouteQuery<Route>] extends [never] ? { query?: never } : { query?: RouteQuery<Route> }) & {
    /**
     * Send the bearer token (with one refresh and replay on 401). By default only for
     * routes that require it; a route where it is optional says per call.
     */
    auth?: boolean;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

interface LooseCall {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The call's argument may be left out when the route needs nothing from it. */
type CallArgument<Route extends ApiRoute> = [PathParamNames<Route["path"]>] extends [never]
  ? [RouteBody<Route>] extends [never]
    ? [call?: ApiCall<Route>]
    : [call: ApiCall<Route>]
  : [call: ApiCall<Route>];

/**
 * The full descriptor of an endpoint, for its types only: the app imports the endpoints
 * (where and who) at run time and never the schemas, which would bring zod into the
 * reader and every other screen.
 */
type RouteOf<Endpoint extends ApiEndpoint> = (typeof routes)[Endpoint["operationId"] &
  keyof typeof routes];

/**
 * Calls one API route from its contract endpoint: the method and path come from the
 * endpoint (path parameters filled in and encoded), and the answer is typed from the
 * route's success schema. Errors, refreshes and the base URL are apiRequest's.
 */
export function callApi<Endpoint extends ApiEndpoint>(
  route: Endpoint,
  ...[call]: CallArgument<RouteOf<Endpoint>>
): Promise<RouteAnswer<RouteOf<Endpoint>>> {
  const { path, request } = requestOf(route, call);
  return apiRequest(path, request);
}

/**
 * Calls a GET route as callApi does and answers the network's own Response with the
 * address it was asked at (apiResponse), for a copy kept for offline reading.
 */
export function responseFromApi<Endpoint extends ApiEndpoint & { method: "GET" }>(
  route: Endpoint,
  ...[call]: CallArgument<RouteOf<Endpoint>>
): Promise<{ url: string; response: Response }> {
  const { path, request } = requestOf(route, call);
  return apiResponse(path, request);
}

function requestOf(route: ApiEndpoint, call: unknown): { path: string; request: ApiRequest } {
  // TypeScript cannot resolve ApiCall's conditional parts for a generic route, so the
  // call is read as its loosest shape; callers were checked against the route's own.
  const { params, query, body, auth, headers, signal } = (call ?? {}) as LooseCall;
  return {
    path: routePath<string>(route.path, params ?? {}),
    request: {
      method: route.method,
      body,
      query: query && definedFields(query),
      auth: auth ?? route.security === "bearer",
      headers,
      signal,
    },
  };
}

/** Downloads a route's file answer (one that `produces` a file) and saves it in the browser. */
export async function saveFromApi<Endpoint extends ApiEndpoint & { produces: readonly string[] }>(
  route: Endpoint,
  params: PathParams<Endpoint["path"]>,
  options: { auth: boolean; fallbackName: string; headers?: Record<string, string> },
): Promise<void> {
  const { blob, fileName } = await apiDownload(
    routePath(route.path, params),
    options.auth,
    options.headers,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? options.fallbackName;
  link.click();
  // The click has started the download; the object URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A multipart upload to `route` that reports its progress (apiUpload). */
export function uploadToApi<
  Endpoint extends ApiEndpoint & { consumes: readonly ["multipart/form-data"] },
>(route: Endpoint, upload: UploadRequest): Promise<RouteAnswer<RouteOf<Endpoint>>> {
  return apiUpload(route.path, upload);
}

function definedFields(
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) fields[key] = value;
  return fields;
}
