import { z } from "zod";
import {
  emailSchema,
  nameSchema,
  passwordSchema,
  tokenPairSchema,
  userProfileSchema,
} from "./auth.js";
import { authMessages, MAX_PASSWORD_LENGTH } from "./auth-rules.js";

/**
 * The account page's calls, under /api/v1/users/ (all but the forgotten-password pair and
 * the e-mail confirmation need the bearer token):
 *
 * - PATCH  profile/                  `UpdateNameRequest` → `UserProfile`
 * - POST   email_change/             `EmailChangeRequest` → `DetailResponse` (a link goes to
 *   the new address; the address changes only when it is opened)
 * - POST   email_change/confirm/     `TokenRequest` → `DetailResponse`
 * - POST   password_change/          `PasswordChangeRequest` → `TokenPair` (every other
 *   sign-in is revoked; these tokens replace the caller's)
 * - POST   password_reset/           `ForgotPasswordRequest` → `DetailResponse`, the same
 *   answer whether or not the address has an account
 * - POST   password_reset/confirm/   `PasswordResetRequest` → `DetailResponse` (every
 *   sign-in is revoked)
 * - POST   delete_account/           `DeleteAccountRequest` → `DetailResponse`
 * - GET    my_data/                  → `AccountExport` (a JSON file to keep)
 *
 * 400 answers are `{field: [messages]}`; a wrong current password is 400 on its field.
 */

/** How long an e-mailed link works: a reset link half an hour, an address link a day. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const accountMessages = {
  nameSaved: "Your name was saved.",
  currentPassword: "Please enter your current password.",
  wrongPassword: "This is not your current password.",
  sameEmail: "This is already your e-mail address.",
  emailChangeSent:
    "We sent a link to the new address. Your e-mail changes when you open it (within 24 hours).",
  emailChanged: "Your e-mail address was changed.",
  passwordChanged: "Your password was changed. Other devices were signed out.",
  resetSent:
    "If an account uses this address, we sent it a link to choose a new password. The link works once, for 30 minutes.",
  passwordReset: "Your password was changed. Please log in with it.",
  linkInvalid:
    "This link is not valid any more: it was used already, or it expired. Please ask for a new one.",
  linkMissing: "The link is incomplete. Please open the whole link from the e-mail.",
  accountDeleted: "Your account and your books were deleted.",
} as const;

export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

export const updateNameRequestSchema = z.object({
  first_name: nameSchema(authMessages.firstName),
  last_name: nameSchema(authMessages.lastName),
});
export type UpdateNameRequest = z.input<typeof updateNameRequestSchema>;

const currentPassword = z
  .string({ error: accountMessages.currentPassword })
  .min(1, { error: accountMessages.currentPassword, abort: true })
  .max(MAX_PASSWORD_LENGTH, { error: authMessages.passwordLong });

export const emailChangeRequestSchema = z.object({
  email: emailSchema,
  current_password: currentPassword,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** Tokens are 43 URL-safe characters; the bound only refuses nonsense early. */
export const tokenRequestSchema = z.object({
  token: z
    .string({ error: accountMessages.linkMissing })
    .min(1, { error: accountMessages.linkMissing, abort: true })
    .max(200, { error: accountMessages.linkInvalid }),
});
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const passwordChangeRequestSchema = z.object({
  current_password: currentPassword,
  password: passwordSchema,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;
export const passwordChangeResponseSchema = tokenPairSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const passwordResetRequestSchema = tokenRequestSchema.extend({
  password: passwordSchema,
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const deleteAccountRequestSchema = z.object({ current_password: currentPassword });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** Everything the account holds, as a file the user keeps. Times are ISO 8601. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: userProfileSchema.extend({ created_at: z.string() }),
  books: z.array(
    z.object({
      book_id: z.string(),
      title: z.string(),
      author: z.string().nullable(),
      status: z.string(),
      pages: z.number(),
      created_at: z.string(),
    }),
  ),
  progress: z.array(
    z.object({
      book_id: z.string(),
      title: z.string(),
      last_read_page: z.number(),
      progress: z.number(),
      updated_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      order_id: z.string(),
      payment_gateway: z.string(),
      payment_type: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
