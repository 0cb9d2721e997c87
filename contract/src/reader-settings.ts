import { z } from "zod";
import {
  DEFAULT_READER_SETTINGS,
  READ_ALOUD_RATES,
  READ_ALOUD_SLEEP,
  READER_FONT_SIZES,
  READER_FONTS,
  READER_PAGE_LAYOUTS,
  type ReaderSettings,
  validReadAloudVoices,
} from "./reader-settings-rules.js";

export * from "./reader-settings-rules.js";

/**
 * How a reader likes text set (`GET`/`PUT /api/v1/users/reader_settings/`, signed in;
 * guests keep the same object in localStorage). Applies to every book.
 *
 * With the defaults, a window wide enough for the 650×650 book page shows the book's own
 * pages as the converter laid them out. Any other type setting, or a window narrower than
 * one page, lays the text out in the browser into screen pages at these settings.
 */
export const readerSettingsMessages = {
  invalid: "Reader settings are not valid.",
} as const;

/** Checks a PUT body: it must be the settings object the rules describe. */
export const readerSettingsSchema: z.ZodType<ReaderSettings> = z.object({
  font_size: z
    .number({ error: readerSettingsMessages.invalid })
    .int({ error: readerSettingsMessages.invalid })
    .min(0, { error: readerSettingsMessages.invalid })
    .max(READER_FONT_SIZES.length - 1, { error: readerSettingsMessages.invalid }),
  line_spacing: z.enum(["compact", "normal", "relaxed"], { error: readerSettingsMessages.invalid }),
  margins: z.enum(["narrow", "normal", "wide"], { error: readerSettingsMessages.invalid }),
  font: z.enum(READER_FONTS, { error: readerSettingsMessages.invalid }),
  page_layout: z.enum(READER_PAGE_LAYOUTS, { error: readerSettingsMessages.invalid }),
  // Added after the type settings: a client from before read aloud sends none of them and
  // is answered with the defaults rather than refused.
  read_aloud_rate: z
    .number({ error: readerSettingsMessages.invalid })
    .refine((rate) => (READ_ALOUD_RATES as readonly number[]).includes(rate), {
      error: readerSettingsMessages.invalid,
    })
    .default(DEFAULT_READER_SETTINGS.read_aloud_rate),
  read_aloud_voices: z
    .record(z.string(), z.string(), { error: readerSettingsMessages.invalid })
    .refine(validReadAloudVoices, { error: readerSettingsMessages.invalid })
    .default(() => ({})),
  read_aloud_sleep: z
    .enum(READ_ALOUD_SLEEP, { error: readerSettingsMessages.invalid })
    .default(DEFAULT_READER_SETTINGS.read_aloud_sleep),
});
