import {
  authMessages,
  MAX_CUSTOM_THEMES_PER_USER,
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_MAX_MB,
  THEME_NAME_MAX_LENGTH,
  type Theme,
  themeUploadMessages,
} from "@bindery/contract";
import type { UsersRepo } from "../../auth/users.repo.js";
import type { FileUrls } from "../../files/file-urls.js";
import type { Clock } from "../../lib/clock.js";
import { FieldError, forbidden, HttpError, tooManyRequests } from "../../lib/http-errors.js";
import { newId } from "../../lib/ids.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import type { FileStorage } from "../../storage/file-storage.js";
import type { ReceivedFile, ReceivedForm } from "../../uploads/receive-multipart.js";
import { toTheme } from "../theme-view.js";
import type { ThemeRow, ThemesRepo } from "../themes.repo.js";
import { identifyAudio } from "./theme-audio.js";
import { ImageRefused, prepareThemeImage } from "./theme-image.js";

const MB = 1024 * 1024;
/** Each upload decodes and re-encodes a picture, so one account cannot keep the CPU busy. */
const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

/** Uploaded themes are private files (ADR 0003): served only through signed URLs. */
export const userThemesPrefix = (userId: string) => `themes/custom/${userId}/`;
export const customThemePrefix = (userId: string, themeId: string) =>
  `${userThemesPrefix(userId)}${themeId}/`;

export interface CustomThemesDeps {
  themes: ThemesRepo;
  users: UsersRepo;
  storage: FileStorage;
  urls: FileUrls;
  clock: Clock;
  limiter: RateLimiter;
}

interface CheckedForm {
  name: string;
  image: ReceivedFile;
  audio: ReceivedFile | null;
}

/** `POST /pdf_parser/user_themes/`: a premium user's own background, with an optional sound. */
export function createCustomThemesService(deps: CustomThemesDeps) {
  const { themes, users, storage, urls, clock } = deps;

  /** Everything that can be refused before a byte of the files is read. */
  async function assertMayUpload(userId: string): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, authMessages.notAuthenticated);
    if (user.is_premium !== 1) throw forbidden(themeUploadMessages.premiumOnly);
    if ((await themes.countOwnedBy(userId)) >= MAX_CUSTOM_THEMES_PER_USER) {
      throw new HttpError(409, themeUploadMessages.tooManyThemes(MAX_CUSTOM_THEMES_PER_USER));
    }
    const { count, resetInMs } = await deps.limiter.hit(`theme-upload:${userId}`, HOUR_MS);
    if (count > UPLOADS_PER_HOUR) {
      throw tooManyRequests(themeUploadMessages.tooOften, Math.ceil(resetInMs / 1000));
    }
  }

  async function store(userId: string, themeId: string, checked: CheckedForm): Promise<ThemeRow> {
    const prefix = customThemePrefix(userId, themeId);
    const audioFormat = checked.audio ? await identifyAudio(checked.audio.path) : null;
    if (checked.audio && !audioFormat) {
      throw new FieldError({ audio_file: [themeUploadMessages.notAudio] });
    }
    let image: Awaited<ReturnType<typeof prepareThemeImage>>;
    try {
      image = await prepareThemeImage(checked.image.path, checked.image.head);
    } catch (error) {
      if (error instanceof ImageRefused) throw new FieldError({ image_file: [error.message] });
      throw error;
    }
    const keys = {
      image: `${prefix}background.webp`,
      preview: `${prefix}preview.webp`,
      audio: audioFormat ? `${prefix}sound.${audioFormat}` : null,
    };
    await storage.put(keys.image, image.background);
    await storage.put(keys.preview, image.preview);
    if (checked.audio && keys.audio) await storage.moveFile(keys.audio, checked.audio.path);
    return {
      id: themeId,
      kind: "book",
      name: checked.name,
      image_key: keys.image,
      preview_key: keys.preview,
      // One size: a user's picture is as they made it.
      portrait_key: null,
      has_audio: keys.audio ? 1 : 0,
      audio_key: keys.audio,
      border_color: image.borderColor,
      text_color: null,
      // Its owner may always use it (theme-access.ts); no one else ever sees it.
      is_premium: 0,
      owner_id: userId,
      sort_order: 0,
      created_at: clock(),
    };
  }

  return {
    assertMayUpload,

    /** Checks the form and the files, stores the theme and answers it as the list shows it. */
    async accept(userId: string, form: ReceivedForm): Promise<Theme> {
      const checked = checkForm(form);
      // Checked again: the files took a while, and the user may have hit the limit meanwhile.
      if ((await themes.countOwnedBy(userId)) >= MAX_CUSTOM_THEMES_PER_USER) {
        throw new HttpError(409, themeUploadMessages.tooManyThemes(MAX_CUSTOM_THEMES_PER_USER));
      }
      const themeId = newId();
      try {
        const row = await store(userId, themeId, checked);
        await themes.insertCustom(row);
        return toTheme(row, urls, true);
      } catch (error) {
        // Nothing half-made stays behind: no row means no files either.
        await storage.deletePrefix(customThemePrefix(userId, themeId));
        throw error;
      }
    },
  };
}

/** The spec's one message for anything missing; the limits and has_audio said plainly. */
function checkForm(form: ReceivedForm): CheckedForm {
  const name = (form.fields.title ?? "").trim();
  const hasAudioField = (form.fields.has_audio ?? "0").trim().toLowerCase();
  const fileOf = (field: string) =>
    form.files.find((file) => file.field === field && file.size > 0) ?? null;
  const image = fileOf("image_file");
  const audio = fileOf("audio_file");
  const errors: Record<string, string[]> = {};

  if (!name) errors.title = [themeUploadMessages.required];
  else if (name.length > THEME_NAME_MAX_LENGTH) {
    errors.title = [themeUploadMessages.nameTooLong(THEME_NAME_MAX_LENGTH)];
  }
  if (!image) errors.image_file = [themeUploadMessages.required];
  const hasAudio = ["1", "true"].includes(hasAudioField);
  if (!hasAudio && !["0", "false", ""].includes(hasAudioField)) {
    errors.has_audio = [themeUploadMessages.hasAudio];
  }
  if (hasAudio && !audio) errors.audio_file = [themeUploadMessages.required];
  if (Object.keys(errors).length > 0 || !image) throw new FieldError(errors);

  if (image.truncated || image.size > THEME_IMAGE_MAX_MB * MB) {
    throw new HttpError(413, themeUploadMessages.imageTooBig(THEME_IMAGE_MAX_MB));
  }
  // A sound sent with has_audio 0 is not wanted: it is neither checked nor kept.
  const wantedAudio = hasAudio ? audio : null;
  if (wantedAudio && (wantedAudio.truncated || wantedAudio.size > THEME_AUDIO_MAX_MB * MB)) {
    throw new HttpError(413, themeUploadMessages.audioTooBig(THEME_AUDIO_MAX_MB));
  }
  return { name, image, audio: wantedAudio };
}

export type CustomThemesService = ReturnType<typeof createCustomThemesService>;
