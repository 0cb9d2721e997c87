import {
  type Book,
  type BookPagesResponse,
  type BookViewResponse,
  backdropImageUrl,
  defaultTheme,
  endpoints,
  GUEST_THEMES_USER_ID,
  readerChunkOf,
  readerChunkRange,
  type SnapshotsResponse,
  type Theme,
  type ThemesResponse,
} from "@bindery/contract";
import { responseFromApi } from "../../lib/call-api";
import { bookCacheName } from "../../lib/offline-caches";
import { keepWholeApp } from "../../lib/service-worker";
import { BookNotReady, FileMissing } from "./download-errors";

/** How far a download is: files stored of those to store (null while they are counted). */
export interface DownloadProgress {
  done: number;
  total: number | null;
  bytes: number;
}

export interface DownloadOptions {
  bookId: string;
  /** Sends the bearer token, as the reader does for a signed-in reader. */
  signedIn: boolean;
  /** The user's id (their themes list), or null for a visitor. */
  userId: string | null;
  /**
   * The themes to keep the pictures and sound of: those the reader shows the book in.
   * Left out (from a shelf), the book's saved themes (signed in) or the defaults.
   */
  themes?: readonly Theme[];
  signal: AbortSignal;
  onProgress(progress: DownloadProgress): void;
}

export interface DownloadedBook {
  book: Book;
  bytes: number;
  files: number;
}

/** Stored files fetched at once: enough to fill the connection, few enough to share it. */
const PARALLEL_FILES = 4;

/**
 * Saves a book for offline reading in its own cache (offline-caches.ts), every answer
 * under the address the reader asks for it, so the service worker answers the reader's
 * own requests offline: all its page chunks, its original pages' chunks (the basic view,
 * the slider's thumbnails) and contents, the themes list and, signed in, the place; then
 * every picture they name (pages, original pages, cover) and the themes' pictures and
 * sound. The app's own files are kept alongside (keepWholeApp). A failure or a cancel
 * removes what was stored: a book is saved whole or not at all.
 */
export async function downloadBook(options: DownloadOptions): Promise<DownloadedBook> {
  const { bookId, signedIn } = options;
  // One failed file stops the others too, as a cancel does.
  const stop = new AbortController();
  const { signal } = stop;
  const cancel = () => stop.abort(options.signal.reason);
  if (options.signal.aborted) cancel();
  options.signal.addEventListener("abort", cancel);
  const name = bookCacheName(bookId);
  const cache = await caches.open(name);
  let bytes = 0;
  let files = 0;
  const store = async (url: string, response: Response) => {
    const copy = response.clone();
    bytes += (await response.blob()).size;
    files += 1;
    await cache.put(url, copy);
  };
  const answer = async <T>(fetched: Promise<{ url: string; response: Response }>): Promise<T> => {
    const { url, response } = await fetched;
    const body = (await response.clone().json()) as T;
    await store(url, response);
    return body;
  };
  const book = { params: { book_id: bookId }, auth: signedIn, signal };
  try {
    const wholeApp = keepWholeApp();
    options.onProgress({ done: 0, total: null, bytes: 0 });
    const first = await answer<BookPagesResponse>(
      responseFromApi(endpoints.getBookPages, { ...book, query: readerChunkRange(0) }),
    );
    if (first.book.status !== "ready") throw new BookNotReady();
    const count = first.book.bindery_pages_count;
    const chunks = count > 0 ? readerChunkOf(count - 1) + 1 : 1;
    const pages = [first];
    for (let chunk = 1; chunk < chunks; chunk++) {
      pages.push(
        await answer<BookPagesResponse>(
          responseFromApi(endpoints.getBookPages, { ...book, query: readerChunkRange(chunk) }),
        ),
      );
    }
    const snapshots = await snapshotChunks(first.book, (chunk) =>
      answer<SnapshotsResponse>(
        responseFromApi(endpoints.getBookSnapshots, { ...book, query: readerChunkRange(chunk) }),
      ),
    );
    await answer(responseFromApi(endpoints.getBookContents, book));
    const themes = await answer<ThemesResponse>(
      responseFromApi(endpoints.listThemes, {
        params: { user_id: options.userId ?? GUEST_THEMES_USER_ID },
        auth: signedIn,
        signal,
      }),
    );
    const saved = signedIn
      ? (
          await answer<BookViewResponse>(
            responseFromApi(endpoints.getBookProgress, { params: { book_id: bookId }, signal }),
          )
        ).book_detail
      : null;
    const shownThemes =
      options.themes ??
      chosenThemes(themes, { book: saved?.theme_id ?? null, page: saved?.page_theme_id ?? null });

    const media = [
      ...new Set([
        first.book.book_cover,
        ...pages.flatMap((chunk) => chunk.pages.flatMap((page) => page.visual_content)),
        ...snapshots.flatMap((chunk) =>
          chunk.snapshots.flatMap((snapshot) => [snapshot.snap_shot_url, snapshot.thumb_url]),
        ),
        ...shownThemes.flatMap(themeFiles),
      ]),
    ].filter(isOwnFile);
    const stored = files;
    const total = stored + media.length;
    options.onProgress({ done: stored, total, bytes });
    await inParallel(media, PARALLEL_FILES, async (url) => {
      const response = await fetch(url, { signal });
      if (response.status !== 200) throw new FileMissing(url, response.status);
      await store(url, response);
      options.onProgress({ done: files, total, bytes });
    });
    await wholeApp;
    return { book: first.book, bytes, files };
  } catch (error) {
    stop.abort(error);
    await caches.delete(name);
    throw error;
  } finally {
    options.signal.removeEventListener("abort", cancel);
  }
}

/** The book's original pages in chunks, when it has any (a PDF's; text books have none). */
async function snapshotChunks(
  book: Book,
  fetchChunk: (chunk: number) => Promise<SnapshotsResponse>,
): Promise<SnapshotsResponse[]> {
  if (book.original_pages_count <= 0) return [];
  const first = await fetchChunk(0);
  if (first.snapshots.length === 0) return [first];
  const chunks = [first];
  const last = readerChunkOf(book.original_pages_count - 1);
  for (let chunk = 1; chunk <= last; chunk++) chunks.push(await fetchChunk(chunk));
  return chunks;
}

/** The saved themes of a book, or the first one available of each kind, as the reader opens it. */
export function chosenThemes(
  themes: ThemesResponse,
  saved: { book: string | null; page: string | null },
): Theme[] {
  const usable = (list: Theme[], id: string | null) =>
    list.find((theme) => theme.theme_meta_unique_id === id && theme.is_available === 1) ??
    defaultTheme(list);
  return [usable(themes.book_themes, saved.book), usable(themes.page_themes, saved.page)].filter(
    (theme): theme is Theme => theme !== null,
  );
}

/** A theme's files: its picture, the portrait crop phones show, its looping sound. */
export function themeFiles(theme: Theme): (string | null)[] {
  return [
    theme.image_url,
    backdropImageUrl(theme, true),
    theme.has_audio === 1 ? theme.audio_url : null,
  ];
}

/** The site's own stored files: the service worker answers those, and only those, offline. */
function isOwnFile(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    // A lane stops at the first failure of any: Promise.all has given up by then.
    while (next < items.length && !failed) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
