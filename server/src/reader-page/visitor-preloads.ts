import {
  backdropImageUrl,
  defaultTheme,
  GUEST_THEMES_USER_ID,
  isUuidId,
  PORTRAIT_BACKDROP_MEDIA,
  parseReaderPageParam,
  READER_PAGE_PARAM,
  type Theme,
  visitorReaderRequests,
} from "@bindery/contract";
import { canReadBook } from "../book-data/book-access.js";
import type { Deps } from "../feature-deps.js";
import type { VisitorPreloads } from "../lib/web-app.js";
import { themesServiceFor } from "../themes/themes.service.js";

/**
 * The links that let a visitor's browser fetch what the reader of `/read_book/{id}` waits
 * for while its code is still arriving: the page's chunk, the guest themes, and the
 * default themes' pictures (the background is the largest thing the reader paints; a phone
 * held upright gets its portrait crop, the one picture the reader will show there).
 * Only for a public book (anyone may read it); otherwise none.
 */
export function visitorPreloadsFor(deps: Deps): VisitorPreloads {
  const books = deps.repos.books;
  const themes = themesServiceFor(deps);
  return async (bookId, address) => {
    // The id comes from the address as typed: only one that can exist is looked up.
    if (!isUuidId(bookId)) return "";
    const book = await books.findBook(bookId);
    if (!book || !canReadBook(book, null)) return "";
    const pageIndex = parseReaderPageParam(address.searchParams.get(READER_PAGE_PARAM)) ?? 0;
    const requests = visitorReaderRequests(bookId, pageIndex);
    const guestThemes = await themes.list(GUEST_THEMES_USER_ID, null);
    const background = defaultTheme(guestThemes.book_themes);
    const paper = defaultTheme(guestThemes.page_themes);
    return [
      fetchLink(requests.chunk),
      fetchLink(requests.themes),
      background ? backdropLinks(background) : "",
      paper ? imageLink(paper.image_url, "auto") : "",
    ].join("");
  };
}

// The app's fetch() sends no credentials across origins and is same-origin here, which a
// preload matches only with `crossorigin` (anonymous).
const fetchLink = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;

const imageLink = (url: string, priority: "high" | "auto", media?: string) =>
  `<link rel="preload" as="image" fetchpriority="${priority}"${
    media ? ` media="${escapeAttribute(media)}"` : ""
  } href="${escapeAttribute(url)}">`;

/** One picture per screen shape when the theme has a portrait crop; the browser takes one. */
function backdropLinks(theme: Theme): string {
  const whole = backdropImageUrl(theme, false);
  const portrait = backdropImageUrl(theme, true);
  if (portrait === whole) return imageLink(whole, "high");
  return (
    imageLink(portrait, "high", PORTRAIT_BACKDROP_MEDIA) +
    imageLink(whole, "high", `not all and ${PORTRAIT_BACKDROP_MEDIA}`)
  );
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
