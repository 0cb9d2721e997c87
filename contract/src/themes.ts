import { z } from "zod";
import { binaryFlagSchema } from "./books.js";
import { GUEST_THEMES_USER_ID, themeMessages } from "./theme-messages.js";

/**
 * Book themes (the background around the open book, some with a looping sound) and page
 * themes (the paper the text is printed on), `GET /api/v1/pdf_parser/themes/{user_id}/`.
 *
 * Who gets which answer: the personalised list (premium themes available to a premium
 * user, plus the user's own uploaded themes) is given only when the request's bearer
 * token belongs to the `user_id` in the path. Any other call, including
 * `/themes/guest/`, gets the guest answer, so no one learns another user's themes.
 * See docs/decisions/0003-themes-endpoint-identity.md.
 */
// In a module without zod, so the web can show them without loading the schemas.
export { GUEST_THEMES_USER_ID, themeMessages } from "./theme-messages.js";

export const themeKindSchema = z.enum(["book", "page"]);
export type ThemeKind = z.infer<typeof themeKindSchema>;

/** A user's id or "guest"; anything else names no list (404). */
export const themesParamsSchema = z.object({
  user_id: z.union(
    [
      z.literal(GUEST_THEMES_USER_ID, { error: themeMessages.unknownList }),
      z.uuid({ error: themeMessages.unknownList }),
    ],
    { error: themeMessages.unknownList },
  ),
});

export const themeSchema = z.object({
  theme_meta_unique_id: z.string(),
  theme_name: z.string(),
  /** Preview image: small, for the picker. */
  theme_url: z.string(),
  /** The full image: the background of a book theme, the paper texture of a page theme. */
  image_url: z.string(),
  /**
   * Bindery's addition: the middle of a book theme's background at full height (2:3), for
   * screens at most that wide for their height, which show no more of it. Built-in themes
   * only; absent or null otherwise.
   */
  image_portrait_url: z.string().nullable().optional(),
  has_audio: binaryFlagSchema,
  /** A looping ambient sound, null when has_audio is 0. */
  audio_url: z.string().nullable(),
  /** CSS colour of the page border (page themes) or the book's edge (book themes). */
  border_color: z.string().nullable(),
  /** CSS colour of the text on this paper (page themes), null for book themes. */
  text_color: z.string().nullable(),
  /** 0: locked (premium theme, user not premium); choosing it shows the upgrade prompt. */
  is_available: binaryFlagSchema,
  is_premium: binaryFlagSchema,
});
export type Theme = z.infer<typeof themeSchema>;

/** Each list in display order: built-in themes first, then the user's own. */
export const themesResponseSchema = z.object({
  book_themes: z.array(themeSchema),
  page_themes: z.array(themeSchema),
});
export type ThemesResponse = z.infer<typeof themesResponseSchema>;
