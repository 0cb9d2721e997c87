/**
 * What the reader asks for first when it opens a book, without schemas: the web app's
 * reader makes these requests, and the server names the same ones in the page's HTML so
 * the browser starts them before the app's code has arrived.
 */
import type { InclusiveRange } from "./book-lists.js";
import { GUEST_THEMES_USER_ID } from "./theme-messages.js";
import { READER_CHUNK_PAGES } from "./typography.js";

/** The API's root path. */
export const API_BASE = "/api/v1";

/**
 * The reader fetches pages (and snapshots) in fixed chunks of READER_CHUNK_PAGES, aligned
 * to multiples of it: chunk 0 is 0-19, chunk 1 is 20-39… Aligned chunks mean a page is
 * always fetched by the same request, so a cache never holds a page twice.
 */
export function readerChunkOf(pageIndex: number): number {
  return Math.floor(Math.max(0, pageIndex) / READER_CHUNK_PAGES);
}

export function readerChunkRange(chunk: number): InclusiveRange {
  const start = chunk * READER_CHUNK_PAGES;
  return { start, end: start + READER_CHUNK_PAGES - 1 };
}

/**
 * Screens at most 2:3 (a phone held upright) show a background's portrait crop
 * (`image_portrait_url`, where a theme has one) instead of the whole picture: under
 * `cover` they show no more of it. The reader's backdrop and the page's preload both
 * follow this query.
 */
export const PORTRAIT_BACKDROP_MEDIA = "(max-aspect-ratio: 2/3)";

/** The picture a book theme's backdrop shows on a screen that does or does not match PORTRAIT_BACKDROP_MEDIA. */
export function backdropImageUrl(
  theme: { image_url: string; image_portrait_url?: string | null | undefined },
  portrait: boolean,
): string {
  return (portrait && theme.image_portrait_url) || theme.image_url;
}

/** The one theme of a list that is used when none is chosen: the first one available. */
export function defaultTheme<T extends { is_available: 0 | 1 }>(themes: readonly T[]): T | null {
  return themes.find((theme) => theme.is_available === 1) ?? null;
}

/**
 * The two API requests a visitor's reader makes first on opening book `bookId` at page
 * `pageIndex` (from 0): the chunk holding that page, and the guest list of themes.
 */
export function visitorReaderRequests(
  bookId: string,
  pageIndex: number,
): { chunk: string; themes: string } {
  const { start, end } = readerChunkRange(readerChunkOf(pageIndex));
  return {
    chunk: `${API_BASE}/pdf_parser/books/${encodeURIComponent(bookId)}/?start=${start}&end=${end}`,
    themes: `${API_BASE}/pdf_parser/themes/${GUEST_THEMES_USER_ID}/`,
  };
}

/** `?page=N` in a reader's address: the number printed on the page, counted from 1. */
export const READER_PAGE_PARAM = "page";

/** The page index (from 0) that `?page=` names, or null when it names none. */
export function parseReaderPageParam(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const printed = Number(value);
  return printed >= 1 ? printed - 1 : null;
}

/**
 * The id of the reader page's `<template>` holding the links for a visitor's first
 * requests: the server fills it, and a script in the page's head moves its links into the
 * head when no session is stored (a member's reader asks for other themes, with a token).
 */
export const VISITOR_PRELOADS_TEMPLATE_ID = "visitor-preloads";

/**
 * The id of the reader page's backdrop drawn by its HTML: for a visitor of a public book,
 * the server styles it with the default background theme's picture, so the largest thing
 * the reader paints is on the screen before any script has run. The reader's own backdrop
 * takes over from it and removes it.
 */
export const READER_BACKDROP_SHELL_ID = "reader-backdrop-shell";

/**
 * The id of the server's <style> that draws the backdrop shell: the page's own script
 * asks for the app's code only once that backdrop has painted, and at once without it.
 */
export const READER_BACKDROP_STYLE_ID = "reader-backdrop-style";

/** Darker towards the edges, so the book stands out: laid over every backdrop picture. */
export const BACKDROP_VIGNETTE =
  "radial-gradient(ellipse at center, transparent 35%, rgb(0 0 0 / 0.45))";

/** The colour under the backdrop picture, shown until it has loaded. */
export const BACKDROP_COLOUR = "#1d1814";
