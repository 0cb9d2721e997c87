import type { Book, Theme } from "@bindery/contract";
import { useSyncExternalStore } from "react";
import { ApiError } from "../../lib/api-client";
import { API_CACHE, bookCacheName } from "../../lib/offline-caches";
import { detailMessage } from "../../lib/server-messages";
import { storedUserId, subscribeToStorage } from "../../lib/session-storage";
import type { DownloadProgress } from "./download-book";
import { BookNotReady, FileMissing } from "./download-errors";
import { offlineStore } from "./offline-db";

/** A book saved on this device for offline reading, as the shelves list it. */
export interface OfflineBook {
  bookId: string;
  /**
   * The account whose copy it is: a private book's owner, who alone sees it here; null
   * for a public book, which anyone using this browser may read.
   */
  owner: string | null;
  /** The book as its pages' answer gave it when saved (title, author, cover). */
  book: Book;
  /** What it takes on this device: the bodies of its answers and files. */
  bytes: number;
  files: number;
  savedAt: number;
}

export type OfflineState =
  | { state: "none" }
  | { state: "downloading"; progress: DownloadProgress }
  | { state: "saved"; saved: OfflineBook }
  | { state: "failed"; message: string };

/** Whether this browser can keep books at all (Cache Storage is for secure pages only). */
export const offlineReadingSupported = () =>
  typeof caches !== "undefined" && typeof navigator !== "undefined" && "serviceWorker" in navigator;

// The page's view of the saved books, the downloads under way and the last failures.
// Every change bumps `version`; other tabs hear of saves and removals on the channel.
let version = 0;
let saved = new Map<string, OfflineBook>();
const running = new Map<string, { progress: DownloadProgress; controller: AbortController }>();
const failures = new Map<string, string>();
const listeners = new Set<() => void>();
/** Opened with the first screen that shows saved books (never in a page built at build time). */
let channel: BroadcastChannel | null = null;

function changed(tellOtherTabs = false): void {
  version += 1;
  for (const listener of listeners) listener();
  if (tellOtherTabs) channel?.postMessage("changed");
}

async function reload(): Promise<void> {
  const rows = await offlineStore().all<OfflineBook>("downloads");
  saved = new Map(rows.map((row) => [row.bookId, row]));
  changed();
}

let loaded: Promise<void> | null = null;
const ensureLoaded = () => {
  if (!loaded && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel("bindery-offline-books");
    channel.addEventListener("message", () => void reload().catch(() => {}));
  }
  loaded ??= reload().catch(() => {});
  return loaded;
};

function subscribe(listener: () => void): () => void {
  void ensureLoaded();
  listeners.add(listener);
  // Who is signed in decides which private copies show.
  const unsubscribe = subscribeToStorage(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

const snapshot = () => `${version}:${storedUserId() ?? ""}`;

const visible = (book: OfflineBook, userId: string | null) =>
  book.owner === null || book.owner === userId;

/** Renders again whenever a saved book, a download or the signed-in user changes. */
function useOfflineChanges(): void {
  useSyncExternalStore(subscribe, snapshot, () => "");
}

/** The books saved on this device that the signed-in user (or a visitor) may read, newest first. */
export function useOfflineBooks(): OfflineBook[] {
  useOfflineChanges();
  const userId = storedUserId();
  return [...saved.values()]
    .filter((book) => visible(book, userId))
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** One book's offline state: not saved, saving (how far), saved (its size), or failed. */
export function useOfflineBook(bookId: string): OfflineState {
  useOfflineChanges();
  const download = running.get(bookId);
  if (download) return { state: "downloading", progress: download.progress };
  const book = saved.get(bookId);
  if (book && visible(book, storedUserId())) return { state: "saved", saved: book };
  const failure = failures.get(bookId);
  return failure ? { state: "failed", message: failure } : { state: "none" };
}

/**
 * Saves a book for offline reading (download-book.ts), asking the browser first to keep
 * this site's storage until the user clears it, rather than whenever space runs low.
 * `themes`: the reader's themes on show; from a shelf, the book's own (see downloadBook).
 */
export function startDownload(
  bookId: string,
  options: { signedIn: boolean; themes?: readonly Theme[] },
): void {
  if (running.has(bookId)) return;
  const controller = new AbortController();
  running.set(bookId, { progress: { done: 0, total: null, bytes: 0 }, controller });
  failures.delete(bookId);
  changed();
  void navigator.storage?.persist?.().catch(() => false);
  const userId = options.signedIn ? storedUserId() : null;
  // The download's code comes with the first download, not with every shelf.
  import("./download-book")
    .then(({ downloadBook }) =>
      downloadBook({
        bookId,
        signedIn: options.signedIn,
        userId,
        themes: options.themes,
        signal: controller.signal,
        onProgress: (progress) => {
          const download = running.get(bookId);
          if (!download) return;
          download.progress = progress;
          changed();
        },
      }),
    )
    .then(async ({ book, bytes, files }) => {
      const entry: OfflineBook = {
        bookId,
        owner: book.is_public_domain === 1 ? null : userId,
        book,
        bytes,
        files,
        savedAt: Date.now(),
      };
      await offlineStore().put("downloads", bookId, entry);
      saved.set(bookId, entry);
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) failures.set(bookId, failureMessage(error));
    })
    .finally(() => {
      running.delete(bookId);
      changed(true);
    });
}

/** Forgets why the last download of a book failed (the message was read and closed). */
export function dismissFailure(bookId: string): void {
  if (failures.delete(bookId)) changed();
}

/** Stops a download under way; what it stored is removed. */
export function cancelDownload(bookId: string): void {
  running.get(bookId)?.controller.abort();
}

/** Removes a saved book from this device: its cache and its shelf entry. */
export async function removeDownload(bookId: string): Promise<void> {
  await caches.delete(bookCacheName(bookId));
  await ensureLoaded();
  // A book never saved here leaves the store as it is (not even made, for most).
  if (saved.has(bookId)) await offlineStore().delete("downloads", bookId);
  saved.delete(bookId);
  failures.delete(bookId);
  changed(true);
}

/**
 * Signing out leaves nothing of the account readable here: the answers the service worker
 * remembered (profile, shelves, places) and the account's private books saved offline go.
 * Public books saved stay, as does a place still waiting to reach the account (sent when
 * the same reader signs in again).
 */
export async function forgetAccountOffline(userId: string | null): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_CACHE);
  await ensureLoaded();
  for (const book of [...saved.values()]) {
    if (userId !== null && book.owner === userId) await removeDownload(book.bookId);
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof BookNotReady || error instanceof FileMissing) return error.message;
  if (error instanceof DOMException && error.name === "QuotaExceededError") {
    return "There is not enough space on this device to save this book. Free some space, or remove a saved book, and try again.";
  }
  // No answer at all: the API client's status 0, or fetch's own failure for a file.
  if ((error instanceof ApiError && error.status === 0) || error instanceof TypeError) {
    return "The server could not be reached. Check your connection and try again.";
  }
  if (error instanceof ApiError && error.status === 404) return "This book is no longer available.";
  return (
    detailMessage(error) ?? "The book could not be saved for offline reading. Please try again."
  );
}
