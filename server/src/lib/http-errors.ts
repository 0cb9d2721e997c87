import type { FieldErrors } from "@bindery/contract";

/** An error the client is meant to read: `{detail}` with a status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** A 400 shaped as the spec's client reads validation: `{field: [messages]}`. */
export class FieldError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).flat()[0] ?? "Invalid input.");
  }
}

export const notFound = (detail = "Not found.") => new HttpError(404, detail);
export const forbidden = (detail = "You do not have permission to do this.") =>
  new HttpError(403, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { "retry-after": String(Math.max(1, retryAfterSeconds)) });
