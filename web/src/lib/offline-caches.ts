import { API_BASE, type ApiEndpoint, endpoints } from "@bindery/contract";

/**
 * What the page and the service worker (web/service-worker/) share about Cache Storage:
 * the caches' names, the worker's one message, and which API answers the worker keeps.
 * Framework-free and DOM-free: the worker's bundle imports it too.
 */

/** The app's own files of one build, `bindery-shell-<version>`; a new build makes a new one. */
export const SHELL_CACHE_PREFIX = "bindery-shell-";
/** The last answer of each API GET the worker keeps (rememberedAnswer), for offline screens. */
export const API_CACHE = "bindery-api";
/** One cache per book saved for offline reading: its answers and files, under their URLs. */
export const BOOK_CACHE_PREFIX = "bindery-book-";

export const bookCacheName = (bookId: string) =>
  `${BOOK_CACHE_PREFIX}${encodeURIComponent(bookId)}`;

/**
 * The page asks the worker to keep every file of the app (all its screens' code, fonts
 * and sounds), not only the first screen's, once the reader saves a book for offline
 * reading. The worker answers `true` on the message's port when they are kept.
 */
export const KEEP_WHOLE_APP = "bindery:keep-whole-app";

/**
 * The API answers the worker keeps from the network, the last of each address, so a
 * screen opened offline shows what it showed online: who is signed in, their reading
 * settings and themes, their shelves and the public one, where they are in a book, their
 * notes. They are all small; pages and pictures are kept only for books saved offline.
 */
const REMEMBERED: readonly ApiEndpoint[] = [
  endpoints.getProfile,
  endpoints.getReaderSettings,
  endpoints.listThemes,
  endpoints.listMyBooks,
  endpoints.listContinueReading,
  endpoints.listPublicBooks,
  endpoints.getBookProgress,
  endpoints.listAnnotations,
];

/** A route's full path as a pattern: a `:name` segment matches any one; the last / optional. */
const pattern = (path: string) =>
  new RegExp(
    `^${`${API_BASE}${path}`
      .replace(/\/$/, "")
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`,
  );

const REMEMBERED_PATHS = REMEMBERED.filter((route) => route.method === "GET").map((route) =>
  pattern(route.path),
);

/** Whether the worker keeps the last answer to a GET of this path (see REMEMBERED). */
export function remembersAnswer(pathname: string): boolean {
  return REMEMBERED_PATHS.some((path) => path.test(pathname));
}
