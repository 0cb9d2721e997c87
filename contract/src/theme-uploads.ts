import { z } from "zod";
import { themeSchema } from "./themes.js";

/**
 * `POST /api/v1/pdf_parser/user_themes/` (auth, premium only): a user's own book theme,
 * multipart `title`, `image_file`, `has_audio` ("1" or "0") and `audio_file` (required
 * when has_audio is 1, ignored otherwise).
 *
 * Answers 201 `{message, theme}` (the theme as the themes list shows it, so the page can
 * lead straight to using it). Refusals: 403 `{detail: premiumOnly}` for a free user
 * (checked before the files are read); 400 `{field: [messages]}` for a missing field
 * (the spec's one message, 'Please fill in all required fields.') or a file that is not
 * what it must be; 413 `{detail}` for a file over its size limit; 409 `{detail}` past
 * the number of themes one user may keep; 429 `{detail}` when uploading too often.
 *
 * Files are judged by their content, never by name or declared type: images must be
 * JPEG, PNG or WebP (never SVG) and are re-encoded, so nothing the user sent is served
 * as is; sounds must be MP3, Ogg (Vorbis or Opus), WAV or M4A.
 */
export const themeUploadMessages = {
  // The spec's texts (sections 5, 6 and 8).
  required: "Please fill in all required fields.",
  premiumOnly: "Theme upload is available for premium users only...",
  failed: "Error occurred during theme upload.",
  // Bindery's own.
  uploaded: "Your theme is ready.",
  nameTooLong: (max: number) => `The theme name must not be more than ${max} characters.`,
  hasAudio: "has_audio must be 1 or 0.",
  notImage: "The image must be a JPEG, PNG or WebP file.",
  unreadableImage: "This image could not be read. Try saving it again as JPEG or PNG.",
  tooManyPixels: (megapixels: number) =>
    `This image is too large: at most ${megapixels} megapixels, please.`,
  tooSmall: (minSide: number) => `This image is too small: at least ${minSide} pixels each way.`,
  imageTooBig: (mb: number) => `The image is larger than the ${mb} MB limit.`,
  notAudio: "The audio file must be MP3, OGG, WAV or M4A.",
  audioTooBig: (mb: number) => `The audio file is larger than the ${mb} MB limit.`,
  tooManyThemes: (max: number) =>
    `You can keep up to ${max} of your own themes. Contact us if you need more.`,
  tooOften: "Too many theme uploads. Please wait a few minutes and try again.",
} as const;

export const THEME_NAME_MAX_LENGTH = 60;
export const THEME_IMAGE_MAX_MB = 15;
/** Guards against decompression bombs: a small file can claim a vast canvas. */
export const THEME_IMAGE_MAX_MEGAPIXELS = 40;
export const THEME_IMAGE_MIN_SIDE = 200;
export const THEME_AUDIO_MAX_MB = 20;
export const MAX_CUSTOM_THEMES_PER_USER = 50;

/** Types the page's file pickers offer; the server still judges by content. */
export const THEME_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
export const THEME_AUDIO_ACCEPT = "audio/mpeg,audio/ogg,audio/wav,audio/mp4,.mp3,.ogg,.wav,.m4a";

export const themeUploadResponseSchema = z.object({
  message: z.string(),
  theme: themeSchema,
});
export type ThemeUploadResponse = z.infer<typeof themeUploadResponseSchema>;
