import type { ReaderFont } from "@bindery/contract";

/** The families behind the reader's font choices, each with fallbacks for missing glyphs. */
export const READER_FONT_FAMILIES: Record<ReaderFont, string> = {
  literata: '"Literata", Georgia, serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  atkinson: '"Atkinson Hyperlegible", system-ui, sans-serif',
  opendyslexic: '"OpenDyslexic", system-ui, sans-serif',
};

/**
 * The self-hosted faces that are not part of the app's own stylesheet: their CSS (and so
 * their woff2 files) is fetched only when a reader chooses them. Literata is always there
 * (main.tsx) and the sans is the system's.
 */
const FACE_STYLESHEETS: Partial<Record<ReaderFont, () => Promise<unknown>>> = {
  atkinson: () =>
    Promise.all([
      import("@fontsource/atkinson-hyperlegible/400.css"),
      import("@fontsource/atkinson-hyperlegible/700.css"),
    ]),
  opendyslexic: () =>
    Promise.all([
      import("@fontsource/opendyslexic/400.css"),
      import("@fontsource/opendyslexic/700.css"),
    ]),
};

/**
 * Resolves once `font` can set text at `size` px, body, italics and headings: text is
 * measured into screens, and a line measured in a fallback font would break elsewhere
 * once the real one arrives. Italics matter as much as the body: a fallback italic's
 * taller line boxes put every screen break after them between two lines' pixels, and a
 * half-cut line then shows at the foot of the screen. A font that fails to load is laid
 * out in its fallback.
 */
export async function loadReaderFont(font: ReaderFont, size: number): Promise<void> {
  try {
    await FACE_STYLESHEETS[font]?.();
    const family = READER_FONT_FAMILIES[font];
    await Promise.all([
      document.fonts.load(`400 ${size}px ${family}`),
      document.fonts.load(`italic 400 ${size}px ${family}`),
      document.fonts.load(`600 ${size}px ${family}`),
    ]);
  } catch {
    // The fallback family sets the text instead.
  }
}
