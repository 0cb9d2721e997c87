import { ApiError } from "./api-client";

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
}

/** The `{detail}` of a failed call, when the server gave one. */
export function detailMessage(error: unknown): string | null {
  const detail = bodyOf(error)?.detail;
  return typeof detail === "string" ? detail : null;
}

/** The first message of each field of a validation failure (`400 {field: [messages]}`). */
export function fieldMessages(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(bodyOf(error) ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === "string") found[field] = messages[0];
  }
  return found;
}

/** The first message of the first field the server complained about. */
export function firstFieldMessage(error: unknown): string | null {
  return Object.values(fieldMessages(error))[0] ?? null;
}
