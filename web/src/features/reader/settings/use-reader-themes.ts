import {
  backdropImageUrl,
  defaultTheme,
  PORTRAIT_BACKDROP_MEDIA,
  type Theme,
  type ThemeKind,
  type ThemesResponse,
} from "@bindery/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { track } from "../../../lib/analytics";
import { loadImage } from "../pages/load-image";
import { saveBookView } from "../pages/reader-api";
import { readGuestChoice, writeGuestChoice } from "./guest-choices";

/** A chosen theme shows after this delay. */
export const THEME_SWITCH_DELAY_MS = 300;
export const THEME_IMAGE_ERROR = "Failed to load theme image";

type Choice = Record<ThemeKind, string | null>;
const NONE: Choice = { book: null, page: null };
/** A guest's themes, one pair for every book, in this browser only. */
export const GUEST_THEMES_KEY = "bindery.reader_themes";

/** A stored pair of theme ids; anything else in a field counts as no choice. */
function choiceFrom(stored: unknown): Choice {
  const fields = typeof stored === "object" && stored !== null ? (stored as Partial<Choice>) : {};
  const id = (value: unknown) => (typeof value === "string" ? value : null);
  return { book: id(fields.book), page: id(fields.page) };
}

/** Whether the backdrop shows portrait crops now (ThemedBackdrop follows the same query). */
const portraitScreen = () => window.matchMedia(PORTRAIT_BACKDROP_MEDIA).matches;

const readGuestThemes = () => readGuestChoice(GUEST_THEMES_KEY, choiceFrom, NONE);

/** The theme with this id when the user may use it, else the default (the first they may). */
function usableOr(themes: Theme[], id: string | null): Theme | null {
  const saved = themes.find((theme) => theme.theme_meta_unique_id === id);
  if (saved?.is_available === 1) return saved;
  return defaultTheme(themes);
}

/**
 * Where a reader's choice of themes is kept: on the account per book (a signed-in
 * reader), in this browser (a guest, like their type settings), or for this visit only
 * (a shared book, which opens in its owner's themes every time).
 */
export type ThemesKept = "account" | "browser" | "visit";

/**
 * The book's background and page themes: the ones saved for this book (or the defaults),
 * switched after THEME_SWITCH_DELAY_MS once the new image has loaded, and kept as `keep`
 * says. A locked theme is never selected: it opens the premium preview.
 */
export function useReaderThemes(options: {
  bookId: string;
  themes: ThemesResponse | undefined;
  /** The account's choice for the book, or the owner's for a shared book. */
  saved: Choice;
  keep: ThemesKept;
}) {
  const { bookId, themes, keep } = options;
  const [guestSaved] = useState(readGuestThemes);
  const saved = keep === "browser" ? guestSaved : options.saved;
  const [selected, setSelected] = useState<Choice>(NONE);
  const [applied, setApplied] = useState<Choice>(NONE);
  const [preview, setPreview] = useState<Theme | null>(null);
  const switches = useRef<Record<ThemeKind, number>>({ book: 0, page: 0 });
  const timers = useRef<Record<ThemeKind, ReturnType<typeof setTimeout> | undefined>>({
    book: undefined,
    page: undefined,
  });

  const lists: Record<ThemeKind, Theme[]> = {
    book: themes?.book_themes ?? [],
    page: themes?.page_themes ?? [],
  };
  const initial = {
    book: usableOr(lists.book, saved.book),
    page: usableOr(lists.page, saved.page),
  };
  const find = (kind: ThemeKind, id: string | null) =>
    (id && lists[kind].find((theme) => theme.theme_meta_unique_id === id)) || initial[kind];

  // The opening themes' images are checked too: a broken one is reported, not hidden.
  const initialImages = [
    initial.book && backdropImageUrl(initial.book, portraitScreen()),
    initial.page?.image_url,
  ];
  useEffect(() => {
    for (const url of initialImages) {
      if (url) loadImage(url).catch(() => window.alert(THEME_IMAGE_ERROR));
    }
    // Checked once per opening theme.
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  }, initialImages);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.book);
      clearTimeout(pending.page);
    };
  }, []);

  const choose = useCallback(
    (kind: ThemeKind, theme: Theme) => {
      if (theme.is_available !== 1) {
        setPreview(theme);
        track({ name: "premium_preview_shown", props: { theme_id: theme.theme_meta_unique_id } });
        return;
      }
      const id = theme.theme_meta_unique_id;
      setSelected((current) => ({ ...current, [kind]: id }));
      track({ name: "theme_chosen", props: { theme_id: id, kind } });
      const attempt = ++switches.current[kind];
      // Settled at once (no rejection left waiting), read when the delay is over.
      const url = kind === "book" ? backdropImageUrl(theme, portraitScreen()) : theme.image_url;
      const loaded = loadImage(url).then(
        () => true,
        () => false,
      );
      clearTimeout(timers.current[kind]);
      timers.current[kind] = setTimeout(async () => {
        const ok = await loaded;
        if (attempt !== switches.current[kind]) return;
        if (!ok) {
          setSelected((current) => ({ ...current, [kind]: null }));
          window.alert(THEME_IMAGE_ERROR);
          return;
        }
        setApplied((current) => ({ ...current, [kind]: id }));
        if (keep === "account") {
          const update = kind === "book" ? { theme_id: id } : { page_theme_id: id };
          // A lost save only means the theme is not remembered; reading goes on.
          saveBookView(bookId, update).catch(() => {});
        } else if (keep === "browser") {
          writeGuestChoice(GUEST_THEMES_KEY, { ...readGuestThemes(), [kind]: id });
        }
      }, THEME_SWITCH_DELAY_MS);
    },
    [bookId, keep],
  );

  return {
    bookThemes: lists.book,
    pageThemes: lists.page,
    /** What the controls show as chosen (at once). */
    selectedBook: find("book", selected.book ?? applied.book),
    selectedPage: find("page", selected.page ?? applied.page),
    /** What the book is drawn with (after the switch delay). */
    bookTheme: find("book", applied.book),
    pageTheme: find("page", applied.page),
    choose,
    preview,
    closePreview: () => setPreview(null),
  };
}
