import { PORTRAIT_BACKDROP_MEDIA, type Theme } from "@bindery/contract";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemedBackdrop } from "./ThemedBackdrop";

const walnut: Theme = {
  theme_meta_unique_id: "walnut",
  theme_name: "Walnut",
  theme_url: "/files/walnut-preview.webp",
  image_url: "/files/walnut.webp",
  image_portrait_url: "/files/walnut-portrait.webp",
  has_audio: 0,
  audio_url: null,
  border_color: null,
  text_color: null,
  is_available: 1,
  is_premium: 0,
};

function screenIsPortrait(portrait: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: portrait && query === PORTRAIT_BACKDROP_MEDIA,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const shownPicture = (theme: Theme) => {
  const { container } = render(<ThemedBackdrop theme={theme} />);
  const layer = container.querySelector<HTMLElement>(".reader-backdrop");
  return layer?.style.backgroundImage.match(/url\("([^"]+)"\)/)?.[1];
};

describe("ThemedBackdrop", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a phone held upright the background's portrait crop", () => {
    screenIsPortrait(true);
    expect(shownPicture(walnut)).toBe("/files/walnut-portrait.webp");
  });

  it("shows other screens, and themes without a crop, the whole picture", () => {
    screenIsPortrait(false);
    expect(shownPicture(walnut)).toBe("/files/walnut.webp");
    screenIsPortrait(true);
    expect(shownPicture({ ...walnut, image_portrait_url: null })).toBe("/files/walnut.webp");
  });
});
