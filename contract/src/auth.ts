import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for passphrases; argon2 never truncates, this only bounds the work per request. */
export const MAX_PASSWORD_LENGTH = 1024;

export const authMessages = {
  firstName: "Please enter First Name!",
  lastName: "Please enter Last Name!",
  email: "Please enter Email!",
  emailInvalid: "Please enter a valid Email!",
  emailTaken: "An account with this email already exists.",
  password: "Please enter Password!",
  confirmPassword: "Please enter Confirm Password!",
  passwordShort: "Password must not be less than 8 characters!",
  passwordLong: `Password must not be more than ${MAX_PASSWORD_LENGTH} characters!`,
  passwordsDiffer: "Passwords do not match.",
  passwordCommon:
    "This password is too common: it is among the 10,000 most used passwords, the first ones guessed. Please choose another.",
  passwordIsEmail: "The password must not be your e-mail address.",
  badCredentials: "Invalid email or password.",
  refreshInvalid: "Refresh token expired or invalid",
  notAuthenticated: "Authentication credentials were not provided or are invalid.",
} as const;

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

export const requiredText = (message: string, max = 150) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must not be more than ${max} characters.` });

export const emailSchema = z
  .string({ error: authMessages.email })
  .trim()
  .min(1, { error: authMessages.email, abort: true })
  .max(254, { error: authMessages.emailInvalid })
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string({ error: authMessages.password })
  .min(1, { error: authMessages.password, abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: authMessages.passwordShort })
  .max(MAX_PASSWORD_LENGTH, { error: authMessages.passwordLong });

export const signupRequestSchema = z.object({
  first_name: requiredText(authMessages.firstName),
  last_name: requiredText(authMessages.lastName),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.password })
    .min(1, { error: authMessages.password, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: authMessages.passwordShort })
    .max(MAX_PASSWORD_LENGTH, { error: authMessages.passwordLong }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refresh: z.string({ error: "Refresh token is required." }).min(1).max(512),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const logoutRequestSchema = refreshRequestSchema;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** is_premium is a number (0 or 1), as the spec's client stores and compares it. */
export const userProfileSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_premium: z.union([z.literal(0), z.literal(1)]),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const signupResponseSchema = tokenPairSchema.extend(userProfileSchema.shape);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const logoutResponseSchema = z.object({ detail: z.string() });
