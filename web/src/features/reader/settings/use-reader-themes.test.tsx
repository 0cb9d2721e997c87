import { PORTRAIT_BACKDROP_MEDIA, type Theme, type ThemesResponse } from "@bindery/contract";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../../test/fake-api";
import { signedInWithFakeTimers } from "../../../test/signed-in-with-fake-timers";
import { THEME_IMAGE_ERROR, THEME_SWITCH_DELAY_MS, useReaderThemes } from "./use-reader-themes";

const loaded = vi.hoisted(() => [] as string[]);
vi.mock("../pages/load-image", () => ({
  loadImage: (url: string) => {
    loaded.push(url);
    return url.includes("broken") ? Promise.reject(new Error("404")) : Promise.resolve();
  },
}));

/** A screen that matches the portrait backdrop's query, or (by default) one that does not. */
function screenIsPortrait(portrait: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: portrait && query === PORTRAIT_BACKDROP_MEDIA,
  }));
}

const theme = (id: string, overrides: Partial<Theme> = {}): Theme => ({
  theme_meta_unique_id: id,
  theme_name: id,
  theme_url: `/files/${id}-preview.webp`,
  image_url: `/files/${id}.webp`,
  has_audio: 0,
  audio_url: null,
  border_color: "#333333",
  text_color: null,
  is_available: 1,
  is_premium: 0,
  ...overrides,
});

const THEMES: ThemesResponse = {
  book_themes: [
    theme("walnut"),
    theme("rain"),
    theme("fire", { is_available: 0, is_premium: 1 }),
    theme("broken"),
  ],
  page_themes: [theme("classic"), theme("sepia")],
};

const render = (saved = { book: null as string | null, page: null as string | null }) =>
  renderHook(() => useReaderThemes({ bookId: "b1", themes: THEMES, saved, keep: "account" }));

describe("useReaderThemes", () => {
  signedInWithFakeTimers();
  beforeEach(() => {
    loaded.length = 0;
    screenIsPortrait(false);
  });

  it("opens with the saved themes, or the first available ones", () => {
    expect(render().result.current.bookTheme?.theme_meta_unique_id).toBe("walnut");
    const saved = render({ book: "rain", page: "sepia" }).result.current;
    expect([saved.bookTheme?.theme_meta_unique_id, saved.pageTheme?.theme_meta_unique_id]).toEqual([
      "rain",
      "sepia",
    ]);
    // A saved theme the reader may no longer use falls back to the default.
    expect(
      render({ book: "fire", page: null }).result.current.bookTheme?.theme_meta_unique_id,
    ).toBe("walnut");
  });

  it("applies a choice after 300 ms and saves it for the book", async () => {
    const calls = fakeFetch(() => json(200, {}));
    const { result } = render();
    act(() => result.current.choose("book", THEMES.book_themes[1] as Theme));
    expect(result.current.selectedBook?.theme_meta_unique_id).toBe("rain");
    await act(() => vi.advanceTimersByTimeAsync(THEME_SWITCH_DELAY_MS - 1));
    expect(result.current.bookTheme?.theme_meta_unique_id).toBe("walnut");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.bookTheme?.theme_meta_unique_id).toBe("rain");
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ["PATCH", { theme_id: "rain" }],
    ]);
  });

  it("never selects a locked theme: it opens the premium preview", async () => {
    const calls = fakeFetch(() => json(200, {}));
    const { result } = render();
    act(() => result.current.choose("book", THEMES.book_themes[2] as Theme));
    await act(() => vi.advanceTimersByTimeAsync(THEME_SWITCH_DELAY_MS * 2));
    expect(result.current.preview?.theme_meta_unique_id).toBe("fire");
    expect(result.current.selectedBook?.theme_meta_unique_id).toBe("walnut");
    expect(calls).toEqual([]);
  });

  it("alerts when the image will not load and keeps the theme it had", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const calls = fakeFetch(() => json(200, {}));
    const { result } = render();
    act(() => result.current.choose("book", THEMES.book_themes[3] as Theme));
    await act(() => vi.advanceTimersByTimeAsync(THEME_SWITCH_DELAY_MS));
    expect(alert).toHaveBeenCalledWith(THEME_IMAGE_ERROR);
    expect(result.current.bookTheme?.theme_meta_unique_id).toBe("walnut");
    expect(result.current.selectedBook?.theme_meta_unique_id).toBe("walnut");
    expect(calls).toEqual([]);
  });

  it("loads the backgrounds' portrait crops on a phone held upright, the whole ones elsewhere", async () => {
    fakeFetch(() => json(200, {}));
    const withCrop = (id: string) =>
      theme(id, { image_portrait_url: `/files/${id}-portrait.webp` });
    const themes = { ...THEMES, book_themes: [withCrop("walnut"), withCrop("rain")] };
    const open = () =>
      renderHook(() =>
        useReaderThemes({
          bookId: "b1",
          themes,
          saved: { book: null, page: null },
          keep: "account",
        }),
      );
    open();
    expect(loaded).toEqual(["/files/walnut.webp", "/files/classic.webp"]);

    loaded.length = 0;
    screenIsPortrait(true);
    const { result } = open();
    act(() => result.current.choose("book", themes.book_themes[1] as Theme));
    await act(() => vi.advanceTimersByTimeAsync(THEME_SWITCH_DELAY_MS));
    expect(loaded).toEqual([
      "/files/walnut-portrait.webp",
      "/files/classic.webp",
      "/files/rain-portrait.webp",
    ]);
    expect(result.current.bookTheme?.theme_meta_unique_id).toBe("rain");
  });
});
