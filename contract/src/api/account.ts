import {
  accountExportSchema,
  deleteAccountRequestSchema,
  detailResponseSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordResetRequestSchema,
  tokenRequestSchema,
  updateNameRequestSchema,
} from "../account.js";
import {
  appPasswordIdParamsSchema,
  appPasswordListSchema,
  createAppPasswordRequestSchema,
  createdAppPasswordSchema,
} from "../app-passwords.js";
import { userProfileSchema } from "../auth.js";
import { deletedResponseSchema } from "../books.js";
import { readerSettingsSchema } from "../reader-settings.js";
import * as endpoints from "./endpoints/account.js";
import type { ApiRoute } from "./route.js";

const tags = ["accounts"];

export const updateName = {
  ...endpoints.updateName,
  summary: "Change the signed-in user's name",
  tags,
  body: updateNameRequestSchema,
  responses: { 200: userProfileSchema },
} as const satisfies ApiRoute;

export const requestEmailChange = {
  ...endpoints.requestEmailChange,
  summary: "Send a confirmation link to a new e-mail address (needs the current password)",
  description: "The address changes only when the link is opened (email_change/confirm/).",
  tags,
  refusals: [429],
  body: emailChangeRequestSchema,
  responses: { 200: detailResponseSchema },
} as const satisfies ApiRoute;

export const confirmEmailChange = {
  ...endpoints.confirmEmailChange,
  summary: "Make the new e-mail address the account's (the link's token, once)",
  tags,
  body: tokenRequestSchema,
  responses: { 200: detailResponseSchema },
} as const satisfies ApiRoute;

export const changePassword = {
  ...endpoints.changePassword,
  summary: "Change the password (needs the current one); every other sign-in ends",
  description: "Answers new tokens for this device: the ones it held are revoked too.",
  tags,
  refusals: [429],
  body: passwordChangeRequestSchema,
  responses: { 200: passwordChangeResponseSchema },
} as const satisfies ApiRoute;

export const requestPasswordReset = {
  ...endpoints.requestPasswordReset,
  summary: "E-mail a single-use link to choose a new password (valid 30 minutes)",
  description:
    "The same answer whether or not the address has an account; rate-limited per address and per network address.",
  tags,
  refusals: [429],
  body: forgotPasswordRequestSchema,
  responses: { 200: detailResponseSchema },
} as const satisfies ApiRoute;

export const resetPassword = {
  ...endpoints.resetPassword,
  summary: "Set a new password with the e-mailed link's token; every sign-in ends",
  tags,
  body: passwordResetRequestSchema,
  responses: { 200: detailResponseSchema },
} as const satisfies ApiRoute;

export const deleteAccount = {
  ...endpoints.deleteAccount,
  summary: "Delete the account, its books, files, themes and progress (needs the password)",
  description: "Orders are kept, anonymised, as accounting requires.",
  tags,
  refusals: [429],
  body: deleteAccountRequestSchema,
  responses: { 200: detailResponseSchema },
} as const satisfies ApiRoute;

export const exportMyData = {
  ...endpoints.exportMyData,
  summary: "Everything the account holds, as a JSON file: profile, books, progress, orders",
  tags,
  responses: { 200: accountExportSchema },
} as const satisfies ApiRoute;

export const getReaderSettings = {
  ...endpoints.getReaderSettings,
  summary: "The caller's type settings for every book (the defaults until saved)",
  tags,
  responses: { 200: readerSettingsSchema },
} as const satisfies ApiRoute;

export const updateReaderSettings = {
  ...endpoints.updateReaderSettings,
  summary: "Save the caller's type settings (the whole object)",
  tags,
  body: readerSettingsSchema,
  responses: { 200: readerSettingsSchema },
} as const satisfies ApiRoute;

export const listAppPasswords = {
  ...endpoints.listAppPasswords,
  summary: "The signed-in user's app passwords (names and dates, never the passwords)",
  tags,
  responses: { 200: appPasswordListSchema },
} as const satisfies ApiRoute;

export const createAppPassword = {
  ...endpoints.createAppPassword,
  summary: "Make an app password for a reading app; the answer shows it, once",
  description:
    "Reading apps sign in to the OPDS catalogs with the account's e-mail address and this password over HTTP Basic auth. Only its hash is kept.",
  tags,
  refusals: [409],
  body: createAppPasswordRequestSchema,
  responses: { 201: createdAppPasswordSchema },
} as const satisfies ApiRoute;

export const deleteAppPassword = {
  ...endpoints.deleteAppPassword,
  summary: "Revoke an app password: apps signed in with it are refused from then on",
  tags,
  refusals: [404],
  params: appPasswordIdParamsSchema,
  responses: { 200: deletedResponseSchema },
} as const satisfies ApiRoute;
