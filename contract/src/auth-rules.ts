import { isEmailAddress } from "./email-address.js";

/**
 * The sign-up and sign-in rules and messages, free of zod so the web checks a form with
 * exactly the server's words (auth.ts builds the request schemas on these).
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for passphrases; argon2 never truncates, this only bounds the work per request. */
export const MAX_PASSWORD_LENGTH = 1024;
/** Longest first or last name. */
export const MAX_NAME_LENGTH = 150;

export const authMessages = {
  firstName: "Please enter First Name!",
  lastName: "Please enter Last Name!",
  nameTooLong: `Must not be more than ${MAX_NAME_LENGTH} characters.`,
  email: "Please enter Email!",
  emailInvalid: "Please enter a valid Email!",
  emailTaken: "An account with this email already exists.",
  password: "Please enter Password!",
  confirmPassword: "Please enter Confirm Password!",
  passwordShort: `Password must not be less than ${MIN_PASSWORD_LENGTH} characters!`,
  passwordLong: `Password must not be more than ${MAX_PASSWORD_LENGTH} characters!`,
  passwordsDiffer: "Passwords do not match.",
  passwordCommon:
    "This password is too common: it is among the 10,000 most used passwords, the first ones guessed. Please choose another.",
  passwordIsEmail: "The password must not be your e-mail address.",
  badCredentials: "Invalid email or password.",
  refreshInvalid: "Refresh token expired or invalid",
  notAuthenticated: "Authentication credentials were not provided or are invalid.",
  sessionEnded: "This sign-in has ended. Please log in again.",
  accountGone: "This account no longer exists.",
} as const;

/** A name (first or last): required once trimmed, at most MAX_NAME_LENGTH characters. */
export function nameProblem(value: string, missing: string): string | null {
  const name = value.trim();
  if (!name) return missing;
  return name.length > MAX_NAME_LENGTH ? authMessages.nameTooLong : null;
}

/** The account's e-mail, judged trimmed. */
export function accountEmailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return authMessages.email;
  return isEmailAddress(email) ? null : authMessages.emailInvalid;
}

/** A password as typed (never trimmed: it may begin or end with a space). */
export function passwordProblem(value: string): string | null {
  if (!value) return authMessages.password;
  if (value.length < MIN_PASSWORD_LENGTH) return authMessages.passwordShort;
  if (value.length > MAX_PASSWORD_LENGTH) return authMessages.passwordLong;
  return null;
}

/** A password that is the account's e-mail (any case, spaces around ignored) is refused. */
export function isPasswordTheEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  return address !== "" && password.trim().toLowerCase() === address;
}

/**
 * The refusal of a rate-limited sign-in or sign-up, naming how long to wait (rounded up to
 * whole minutes), since the wait ranges from under a minute to an hour.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
