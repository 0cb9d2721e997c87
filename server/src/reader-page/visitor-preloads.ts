import {
  BACKDROP_COLOUR,
  BACKDROP_VIGNETTE,
  backdropImageUrl,
  defaultTheme,
  GUEST_THEMES_USER_ID,
  isUuidId,
  PORTRAIT_BACKDROP_MEDIA,
  parseReaderPageParam,
  READER_BACKDROP_SHELL_ID,
  READER_BACKDROP_STYLE_ID,
  READER_PAGE_PARAM,
  type Theme,
  visitorReaderRequests,
} from "@bindery/contract";
import { canReadBook } from "../book-data/book-access.js";
import type { Deps } from "../feature-deps.js";
import type { VisitorPreloads } from "../lib/web-app.js";
import { themesServiceFor } from "../themes/themes.service.js";

/**
 * What lets a visitor's browser show the reader of `/read_book/{id}` before its code has
 * arrived. `visitor`: the links for what that reader asks for first, the page's chunk and
 * the guest themes (with the page theme's paper), which a member's reader would not use.
 * `head`: the default background, the largest thing the reader paints, preloaded by the
 * page's own tags (a phone held upright gets its portrait crop, the one picture it shows)
 * and drawn by a style on the page's backdrop shell, for visitors only, so the largest
 * paint does not wait for any script.
 * Only for a public book (anyone may read it); otherwise none.
 */
export function visitorPreloadsFor(deps: Deps): VisitorPreloads {
  const books = deps.repos.books;
  const themes = themesServiceFor(deps);
  return async (bookId, address) => {
    // The id comes from the address as typed: only one that can exist is looked up.
    if (!isUuidId(bookId)) return NO_PRELOADS;
    const book = await books.findBook(bookId);
    if (!book || !canReadBook(book, null)) return NO_PRELOADS;
    const pageIndex = parseReaderPageParam(address.searchParams.get(READER_PAGE_PARAM)) ?? 0;
    const requests = visitorReaderRequests(bookId, pageIndex);
    const guestThemes = await themes.list(GUEST_THEMES_USER_ID, null);
    const background = defaultTheme(guestThemes.book_themes);
    const paper = defaultTheme(guestThemes.page_themes);
    return {
      head: background ? backdropLinks(background) + backdropStyle(background) : "",
      visitor: [
        fetchLink(requests.chunk),
        fetchLink(requests.themes),
        paper ? imageLink(paper.image_url, "auto") : "",
      ].join(""),
    };
  };
}

const NO_PRELOADS = { head: "", visitor: "" };

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

/**
 * The backdrop shell (reader.html) painted where and as the reader's ThemedBackdrop paints
 * it, for a visitor: under the site's header (4rem and its 1px border), as tall as the
 * reader's least height (Reader.tsx), so the picture is cut and scaled alike. Not the
 * whole window: a picture covering all of it counts to the browser as a page background,
 * never as the largest paint. A member's page is marked `data-member` by its head script
 * before it paints, and keeps it blank (their reader shows their own theme). The style's
 * id tells the page's script to ask for the app's code once this backdrop has painted.
 */
function backdropStyle(theme: Theme): string {
  const shell = `html:not([data-member]) #${READER_BACKDROP_SHELL_ID}`;
  const picture = (portrait: boolean) =>
    `background-image:${BACKDROP_VIGNETTE},url(${cssString(backdropImageUrl(theme, portrait))})`;
  const whole = `${shell}{position:fixed;top:calc(4rem + 1px);left:0;width:100%;height:calc(100dvh - 4rem);z-index:-1;background-color:${BACKDROP_COLOUR};background-size:cover;background-position:center;${picture(false)}}`;
  const portrait = theme.image_portrait_url
    ? `@media ${PORTRAIT_BACKDROP_MEDIA}{${shell}{${picture(true)}}}`
    : "";
  return `<style id="${READER_BACKDROP_STYLE_ID}">${whole}${portrait}</style>`;
}

/** `value` as a CSS string that cannot end the <style> element it is written in. */
function cssString(value: string): string {
  return JSON.stringify(value).replaceAll("<", "\\3c ");
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
