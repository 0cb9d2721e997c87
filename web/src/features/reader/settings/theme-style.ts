import type { Theme } from "@bindery/contract";
import type { CSSProperties } from "react";

/** A value for CSS url(); the quotes and backslashes a URL might hold are escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\]/g, "\\$&")}")`;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white); null if unreadable. */
function luminance(color: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/**
 * The paper of a page theme as custom properties for reader.css: its texture, its ink and
 * its edge. Until the texture arrives the page shows a plain colour that suits the ink
 * (dark paper under light ink), so text is readable from the first moment.
 */
export function paperStyle(theme: Theme | null): CSSProperties {
  if (!theme) return {};
  const ink = theme.text_color ?? "#1f1d1a";
  const lightInk = (luminance(ink) ?? 0) > 0.5;
  return {
    "--paper-image": cssUrl(theme.image_url),
    "--paper-color": lightInk ? "#24272d" : "#fbf8f1",
    "--ink-color": ink,
    "--paper-edge": theme.border_color ?? "transparent",
  } as CSSProperties;
}

/** The book's cover board takes the background theme's accent colour. */
export function coverStyle(theme: Theme | null): CSSProperties {
  return { "--cover-color": theme?.border_color ?? "#3b2416" } as CSSProperties;
}
