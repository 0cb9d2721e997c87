import { ApiError } from "../../lib/api-client";

const SIGNUP_FAILED = "Signup failed. Try again.";
const LOGIN_FAILED = "Something went wrong. Try again later.";

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
}

/** Spec: the first message of the first field the server complained about. */
export function signupErrorMessage(error: unknown): string {
  const first = Object.values(bodyOf(error) ?? {})[0];
  return Array.isArray(first) && typeof first[0] === "string" ? first[0] : SIGNUP_FAILED;
}

/** Spec: the server's detail. */
export function loginErrorMessage(error: unknown): string {
  const detail = bodyOf(error)?.detail;
  return typeof detail === "string" ? detail : LOGIN_FAILED;
}
