import { z } from "zod";
import { accountEmailProblem, authMessages, nameProblem, passwordProblem } from "./auth-rules.js";
import { stringBy, trimmedStringBy } from "./zod-rules.js";

/** The account's e-mail, stored and compared in lower case. */
export const emailSchema = trimmedStringBy(accountEmailProblem, authMessages.email).transform(
  (value) => value.toLowerCase(),
);
/** A password as typed: sign-in, sign-up, change and reset share its length rules. */
export const passwordSchema = stringBy(passwordProblem, authMessages.password);

/** A first or last name; `missing` is the field's own message. */
export const nameSchema = (missing: string) =>
  trimmedStringBy((name) => nameProblem(name, missing), missing);

export const signupRequestSchema = z.object({
  first_name: nameSchema(authMessages.firstName),
  last_name: nameSchema(authMessages.lastName),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
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
