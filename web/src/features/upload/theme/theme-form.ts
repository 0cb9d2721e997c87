import {
  THEME_AUDIO_MAX_MB,
  THEME_IMAGE_MAX_MB,
  THEME_NAME_MAX_LENGTH,
  themeUploadMessages,
} from "@bindery/contract";
import { ApiError } from "../../../lib/api-client";

export interface ThemeFormValues {
  name: string;
  image: File | null;
  hasAudio: boolean;
  audio: File | null;
}

export type ThemeField = "name" | "image" | "audio";
export type ThemeFieldErrors = Partial<Record<ThemeField, string>>;

export interface ThemeFormProblem {
  /** The message over the form: the spec's required-fields or failure message. */
  summary: string;
  fields: ThemeFieldErrors;
  /** The server's own reason when it is not about one field (too big, too many…). */
  detail: string | null;
}

const MB = 1024 * 1024;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * The checks a browser can make before sending: name and image always,
 * the audio file when 'has audio' is yes; sizes and declared types to spare a long upload.
 * The server checks every file's content again.
 */
export function checkThemeForm(values: ThemeFormValues): ThemeFormProblem | null {
  const fields: ThemeFieldErrors = {};
  let missing = false;
  const name = values.name.trim();
  if (!name) {
    missing = true;
    fields.name = themeUploadMessages.required;
  } else if (name.length > THEME_NAME_MAX_LENGTH) {
    fields.name = themeUploadMessages.nameTooLong(THEME_NAME_MAX_LENGTH);
  }
  if (!values.image) {
    missing = true;
    fields.image = themeUploadMessages.required;
  } else if (values.image.type && !IMAGE_TYPES.has(values.image.type)) {
    fields.image = themeUploadMessages.notImage;
  } else if (values.image.size > THEME_IMAGE_MAX_MB * MB) {
    fields.image = themeUploadMessages.imageTooBig(THEME_IMAGE_MAX_MB);
  }
  if (values.hasAudio && !values.audio) {
    missing = true;
    fields.audio = themeUploadMessages.required;
  } else if (values.hasAudio && values.audio && values.audio.size > THEME_AUDIO_MAX_MB * MB) {
    fields.audio = themeUploadMessages.audioTooBig(THEME_AUDIO_MAX_MB);
  }
  if (Object.keys(fields).length === 0) return null;
  return {
    summary: missing ? themeUploadMessages.required : themeUploadMessages.failed,
    fields,
    detail: null,
  };
}

/** Server field names → this form's fields. */
const SERVER_FIELDS: Record<string, ThemeField> = {
  title: "name",
  image_file: "image",
  audio_file: "audio",
};

/** A failed upload as the form shows it: the spec's message, and the server's reasons. */
export function themeUploadProblem(error: unknown): ThemeFormProblem {
  const problem: ThemeFormProblem = {
    summary: themeUploadMessages.failed,
    fields: {},
    detail: null,
  };
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return problem;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === "string") return { ...problem, detail: body.detail };
  for (const [key, messages] of Object.entries(body)) {
    const first = Array.isArray(messages) ? messages[0] : null;
    if (typeof first !== "string") continue;
    const field = SERVER_FIELDS[key];
    if (field) problem.fields[field] = first;
    else problem.detail = first;
  }
  return problem;
}

export const isPremiumRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { detail?: unknown } | null)?.detail === themeUploadMessages.premiumOnly;
