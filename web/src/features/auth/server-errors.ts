import { detailMessage, firstFieldMessage } from "../../lib/server-messages";

const SIGNUP_FAILED = "Signup failed. Try again.";
const LOGIN_FAILED = "Something went wrong. Try again later.";

/** Spec: the first message of the first field the server complained about. */
export function signupErrorMessage(error: unknown): string {
  return firstFieldMessage(error) ?? SIGNUP_FAILED;
}

/** Spec: the server's detail. */
export function loginErrorMessage(error: unknown): string {
  return detailMessage(error) ?? LOGIN_FAILED;
}
