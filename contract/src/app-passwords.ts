import { z } from "zod";
import { uuidIdSchema } from "./ids.js";

/**
 * App passwords: secrets a member makes for a reading app that signs in over HTTP Basic
 * auth (the OPDS catalogs and the EPUB downloads they link to). Each is shown once, when
 * made, and can be revoked alone; the account password is never accepted there.
 */
export const MAX_APP_PASSWORDS = 20;
export const MAX_APP_PASSWORD_NAME_LENGTH = 80;

export const appPasswordMessages = {
  nameRequired: "Name the app this password is for, e.g. “KOReader on my Kobo”.",
  nameTooLong: `Keep the name to ${MAX_APP_PASSWORD_NAME_LENGTH} characters or fewer.`,
  tooMany: `You have ${MAX_APP_PASSWORDS} app passwords: revoke one you no longer use first.`,
  notFound: "App password not found: it may have been revoked already.",
  basicRequired:
    "Sign in with your e-mail address and an app password (Account → Reading apps). Your account password is not accepted here.",
  basicRefused:
    "That e-mail address and app password do not match: make a new app password on your account page. Your account password is not accepted here.",
} as const;

export const createAppPasswordRequestSchema = z.object({
  name: z
    .string({ error: appPasswordMessages.nameRequired })
    .trim()
    .min(1, { error: appPasswordMessages.nameRequired })
    .max(MAX_APP_PASSWORD_NAME_LENGTH, { error: appPasswordMessages.nameTooLong }),
});
export type CreateAppPasswordRequest = z.infer<typeof createAppPasswordRequestSchema>;

/** An app password as listed: never the password itself. Times are ISO 8601. */
export const appPasswordSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AppPassword = z.infer<typeof appPasswordSchema>;

/** The one answer that carries the password: shown once, then only its hash is kept. */
export const createdAppPasswordSchema = appPasswordSchema.extend({ password: z.string() });
export type CreatedAppPassword = z.infer<typeof createdAppPasswordSchema>;

export const appPasswordListSchema = z.object({ app_passwords: z.array(appPasswordSchema) });
export type AppPasswordList = z.infer<typeof appPasswordListSchema>;

export const appPasswordIdParamsSchema = z.object({
  app_password_id: uuidIdSchema(appPasswordMessages.notFound),
});
