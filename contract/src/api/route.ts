import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: anyone; only with a bearer token; or anyone, a bearer token widening
 * what the answer shows (a private book to its owner); or the same, where a reading app's
 * HTTP Basic sign-in with an app password also widens it (files the OPDS catalogs link to).
 */
export type RouteSecurity = "public" | "bearer" | "optionalBearer" | "optionalBearerOrAppPassword";

/** The refusals a route may document beyond those its shape implies (server's error-answers). */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 416 | 429 | 502 | 503;

/**
 * Where an operation is and who may call it: all the web app needs at run time to call
 * it, kept apart from the schemas so the app's screens do not carry them (endpoints/).
 */
export interface ApiEndpoint {
  readonly method: HttpMethod;
  /** Under API_BASE, in Fastify's form (`:name` for a path parameter), with its trailing slash. */
  readonly path: string;
  readonly operationId: string;
  readonly security: RouteSecurity;
  /** The body's media types when it is not JSON alone (a multipart upload has no body schema). */
  readonly consumes?: readonly string[];
  /** The success answer's media types when it is a file rather than JSON (an EPUB). */
  readonly produces?: readonly string[];
}

/**
 * One API operation, described once: its endpoint and its schemas. The server registers
 * it from this; the web app calls its endpoint, typed by this, so neither writes its path
 * or method again.
 */
export interface ApiRoute extends ApiEndpoint {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answers by status (errors come from the server's error handler). */
  readonly responses: { readonly [status: number]: z.ZodType };
  readonly refusals?: readonly RefusalStatus[];
}

/** The names of a path's `:name` parameters. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string };

const PARAMETER = /:([A-Za-z0-9_]+)/g;

/** A route's path with its parameters filled in, each encoded as one path segment. */
export function routePath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Readonly<Record<string, string>> = params;
  return path.replace(PARAMETER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/** The success answer a route sends (its 2xx response), as the client receives it. */
export type RouteAnswer<Route extends ApiRoute> = Route extends unknown
  ? Route["responses"][Extract<keyof Route["responses"], 200 | 201 | 202>] extends infer Schema
    ? Schema extends z.ZodType
      ? z.output<Schema>
      : never
    : never
  : never;

/** What a route takes as its body: its schema's input, or the form of a multipart upload. */
export type RouteBody<Route extends ApiRoute> = Route["body"] extends z.ZodType
  ? z.input<Route["body"]>
  : Route["consumes"] extends readonly ["multipart/form-data"]
    ? FormData
    : never;

/** A route's query string: its schema's fields, each as a string or number to send. */
export type RouteQuery<Route extends ApiRoute> = Route["query"] extends z.ZodType
  ? { readonly [Field in keyof z.output<Route["query"]>]?: string | number }
  : never;
