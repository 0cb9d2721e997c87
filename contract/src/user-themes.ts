import { z } from "zod";
import { themeIdSchema } from "./ids.js";
import { themeMessages } from "./theme-messages.js";
import { THEME_NAME_MAX_LENGTH, themeUploadMessages } from "./theme-uploads.js";
import { themeSchema } from "./themes.js";

/**
 * A premium user's own themes (auth, owner only):
 *
 * - `GET /api/v1/pdf_parser/user_themes/` → `{themes}`, the caller's uploaded themes,
 *   oldest first, as the themes list shows them.
 * - `PATCH /api/v1/pdf_parser/user_themes/{theme_id}/` `{title}` → `{theme}` renamed.
 * - `DELETE /api/v1/pdf_parser/user_themes/{theme_id}/` → `{success: true}`: the theme and
 *   its files go; books read with it show the default theme again.
 *
 * Another user's theme is 404 `{detail: unknownTheme}` (nothing leaks); a built-in theme
 * is 403 `{detail: builtinReadOnly}`. A bad title is 400 `{title: [message]}`.
 */
export const userThemeMessages = {
  builtinReadOnly: "Built-in themes cannot be renamed or deleted.",
  nameRequired: "Please enter a name for the theme.",
} as const;

export const themeIdParamsSchema = z.object({
  theme_id: themeIdSchema(themeMessages.unknownTheme),
});

export const themeRenameRequestSchema = z.object({
  title: z
    .string({ error: userThemeMessages.nameRequired })
    .trim()
    .min(1, { error: userThemeMessages.nameRequired })
    .max(THEME_NAME_MAX_LENGTH, { error: themeUploadMessages.nameTooLong(THEME_NAME_MAX_LENGTH) }),
});
export type ThemeRenameRequest = z.infer<typeof themeRenameRequestSchema>;

export const userThemesResponseSchema = z.object({ themes: z.array(themeSchema) });
export type UserThemesResponse = z.infer<typeof userThemesResponseSchema>;

export const themeRenameResponseSchema = z.object({ theme: themeSchema });
export type ThemeRenameResponse = z.infer<typeof themeRenameResponseSchema>;
