import { deletedResponseSchema } from "../books.js";
import { themeUploadResponseSchema } from "../theme-uploads.js";
import { themesParamsSchema, themesResponseSchema } from "../themes.js";
import {
  themeIdParamsSchema,
  themeRenameRequestSchema,
  themeRenameResponseSchema,
  userThemesResponseSchema,
} from "../user-themes.js";
import * as endpoints from "./endpoints/themes.js";
import type { ApiRoute } from "./route.js";

const tags = ["themes"];

export const listThemes = {
  ...endpoints.listThemes,
  summary:
    "Book and page themes; personalised only when the bearer token is this user_id's, else the guest list",
  tags,
  params: themesParamsSchema,
  responses: { 200: themesResponseSchema },
} as const satisfies ApiRoute;

export const createUserTheme = {
  ...endpoints.createUserTheme,
  summary:
    "Upload your own book theme (premium; multipart: title, image_file, has_audio, audio_file)",
  tags,
  refusals: [400, 403, 409, 413, 429],
  responses: { 201: themeUploadResponseSchema },
} as const satisfies ApiRoute;

export const listUserThemes = {
  ...endpoints.listUserThemes,
  summary: "The caller's own uploaded themes, oldest first",
  tags,
  responses: { 200: userThemesResponseSchema },
} as const satisfies ApiRoute;

export const updateUserTheme = {
  ...endpoints.updateUserTheme,
  summary: "Rename one of the caller's themes (403 for a built-in theme)",
  tags,
  refusals: [403, 404],
  params: themeIdParamsSchema,
  body: themeRenameRequestSchema,
  responses: { 200: themeRenameResponseSchema },
} as const satisfies ApiRoute;

export const deleteUserTheme = {
  ...endpoints.deleteUserTheme,
  summary:
    "Delete one of the caller's themes and its files; books read with it show the default theme (403 for a built-in theme)",
  tags,
  refusals: [403, 404],
  params: themeIdParamsSchema,
  responses: { 200: deletedResponseSchema },
} as const satisfies ApiRoute;
