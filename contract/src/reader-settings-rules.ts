/**
 * The reader settings' values and defaults (reader-settings.ts has the API's schema), kept
 * free of zod: the reader's JavaScript needs them and must not load zod.
 */
export const READER_FONTS = ["literata", "sans", "atkinson", "opendyslexic"] as const;
export type ReaderFont = (typeof READER_FONTS)[number];

/** Body text sizes in CSS px, smallest first; `font_size` is an index into them. */
export const READER_FONT_SIZES = [14, 16, 18, 20, 22, 24, 28, 32] as const;
/** 18 px: the book page's own body size (BODY_FONT_SIZE). */
export const DEFAULT_FONT_SIZE_STEP = 2;

/** Line height as a multiple of the font size. */
export const READER_LINE_SPACINGS = { compact: 1.35, normal: 1.55, relaxed: 1.8 } as const;
export type ReaderLineSpacing = keyof typeof READER_LINE_SPACINGS;

/** Page margin on each side, in CSS px, for a wide screen; phones use at most half. */
export const READER_MARGINS = { narrow: 16, normal: 48, wide: 96 } as const;
export type ReaderMargins = keyof typeof READER_MARGINS;

/** "auto": two pages side by side where two fit, else one. */
export const READER_PAGE_LAYOUTS = ["auto", "one", "two"] as const;
export type ReaderPageLayout = (typeof READER_PAGE_LAYOUTS)[number];

/** Read-aloud speeds, as the speech rate (1 is the voice's own pace). */
export const READ_ALOUD_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
/**
 * Read aloud's sleep timer: off, minutes of listening, or the end of the chapter being
 * read; when it runs out reading pauses.
 */
export const READ_ALOUD_SLEEP = ["off", "15", "30", "60", "chapter"] as const;
export type ReadAloudSleep = (typeof READ_ALOUD_SLEEP)[number];
/** Voices chosen are kept for this many languages at most. */
export const MAX_READ_ALOUD_VOICES = 20;
/** A language tag ("en", "pt-BR") as a key of `read_aloud_voices`; a voice's id at most this long. */
export const MAX_VOICE_ID_LENGTH = 300;
const LANGUAGE_KEY = /^[a-z]{2,3}$/;

export interface ReaderSettings {
  font_size: number;
  line_spacing: ReaderLineSpacing;
  margins: ReaderMargins;
  font: ReaderFont;
  page_layout: ReaderPageLayout;
  /** Read aloud's speech rate, one of READ_ALOUD_RATES. */
  read_aloud_rate: number;
  /**
   * The voice chosen for each language (its primary subtag, "en"), by the voice's
   * voiceURI: a reader of books in two languages keeps a voice for each.
   */
  read_aloud_voices: Record<string, string>;
  /** The sleep timer, kept for the next listening. */
  read_aloud_sleep: ReadAloudSleep;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  font_size: DEFAULT_FONT_SIZE_STEP,
  line_spacing: "normal",
  margins: "normal",
  font: "literata",
  page_layout: "auto",
  read_aloud_rate: 1,
  read_aloud_voices: {},
  read_aloud_sleep: "off",
};

/** True when `value` can be kept as read_aloud_voices (a language key to a voice id). */
export function validReadAloudVoices(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_READ_ALOUD_VOICES &&
    entries.every(
      ([language, voice]) =>
        LANGUAGE_KEY.test(language) &&
        typeof voice === "string" &&
        voice.length > 0 &&
        voice.length <= MAX_VOICE_ID_LENGTH,
    )
  );
}

/** The settings' key for a book language: its primary subtag, lower case ("pt-BR" → "pt"). */
export function readAloudLanguageKey(language: string): string {
  return language.split(/[-_]/)[0]?.toLowerCase() ?? "";
}

/** True when the text is set as the book page sets it (the page layout aside). */
export function usesBookTypography(settings: ReaderSettings): boolean {
  return (
    settings.font_size === DEFAULT_READER_SETTINGS.font_size &&
    settings.line_spacing === DEFAULT_READER_SETTINGS.line_spacing &&
    settings.margins === DEFAULT_READER_SETTINGS.margins &&
    settings.font === DEFAULT_READER_SETTINGS.font
  );
}

/**
 * Settings read from somewhere untrusted (a guest's localStorage, an older client), each
 * field kept when valid and replaced by its default when not, so one bad value never
 * costs the reader the rest.
 */
export function readerSettingsFrom(value: unknown): ReaderSettings {
  const raw = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const pick = <T>(key: keyof ReaderSettings, valid: (candidate: unknown) => boolean): T =>
    (valid(raw[key]) ? raw[key] : DEFAULT_READER_SETTINGS[key]) as T;
  const oneOf = (options: readonly unknown[]) => (candidate: unknown) =>
    options.includes(candidate);
  return {
    font_size: pick(
      "font_size",
      (size) =>
        Number.isInteger(size) && Number(size) >= 0 && Number(size) < READER_FONT_SIZES.length,
    ),
    line_spacing: pick("line_spacing", oneOf(Object.keys(READER_LINE_SPACINGS))),
    margins: pick("margins", oneOf(Object.keys(READER_MARGINS))),
    font: pick("font", oneOf(READER_FONTS)),
    page_layout: pick("page_layout", oneOf(READER_PAGE_LAYOUTS)),
    read_aloud_rate: pick("read_aloud_rate", oneOf(READ_ALOUD_RATES)),
    read_aloud_voices: pick("read_aloud_voices", validReadAloudVoices),
    read_aloud_sleep: pick("read_aloud_sleep", oneOf(READ_ALOUD_SLEEP)),
  };
}
