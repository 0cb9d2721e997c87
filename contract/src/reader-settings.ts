import { z } from "zod";

/**
 * How a reader likes text set (`GET`/`PUT /api/v1/users/reader_settings/`, signed in;
 * guests keep the same object in localStorage). Applies to every book.
 *
 * With the defaults, a window wide enough for the 650×650 book page shows the book's own
 * pages as the converter laid them out. Any other type setting, or a window narrower than
 * one page, lays the text out in the browser into screen pages at these settings.
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

export const readerSettingsMessages = {
  invalid: "Reader settings are not valid.",
} as const;

export const readerSettingsSchema = z.object({
  font_size: z
    .number({ error: readerSettingsMessages.invalid })
    .int({ error: readerSettingsMessages.invalid })
    .min(0, { error: readerSettingsMessages.invalid })
    .max(READER_FONT_SIZES.length - 1, { error: readerSettingsMessages.invalid }),
  line_spacing: z.enum(["compact", "normal", "relaxed"], { error: readerSettingsMessages.invalid }),
  margins: z.enum(["narrow", "normal", "wide"], { error: readerSettingsMessages.invalid }),
  font: z.enum(READER_FONTS, { error: readerSettingsMessages.invalid }),
  page_layout: z.enum(READER_PAGE_LAYOUTS, { error: readerSettingsMessages.invalid }),
});
export type ReaderSettings = z.infer<typeof readerSettingsSchema>;

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  font_size: DEFAULT_FONT_SIZE_STEP,
  line_spacing: "normal",
  margins: "normal",
  font: "literata",
  page_layout: "auto",
};

/** True when the text is set as the book page sets it (the page layout aside). */
export function usesBookTypography(settings: ReaderSettings): boolean {
  return (
    settings.font_size === DEFAULT_READER_SETTINGS.font_size &&
    settings.line_spacing === DEFAULT_READER_SETTINGS.line_spacing &&
    settings.margins === DEFAULT_READER_SETTINGS.margins &&
    settings.font === DEFAULT_READER_SETTINGS.font
  );
}
