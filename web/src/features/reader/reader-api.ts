import {
  type BookPagesResponse,
  type BookViewResponse,
  type BookViewUpdate,
  GUEST_THEMES_USER_ID,
  type PageDeleteResponse,
  type PageEditResponse,
  readerChunkRange,
  SIGNED_URL_RENEW_MS,
  type SnapshotsResponse,
  type ThemesResponse,
} from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/**
 * The reader's calls. A signed-in reader sends the bearer token with
 * the book, snapshot and theme calls too: a private book is its owner's alone, and the
 * themes answer is personal only with the token (ADR 0003).
 */
const pdfParser = (path: string) => `/pdf_parser/${path}`;

/** One aligned chunk of a book's pages or snapshots (chunks.ts). */
function chunkQuery<T>(
  resource: "books" | "snapshots",
  bookId: string,
  chunk: number,
  signedIn: boolean,
) {
  return queryOptions({
    queryKey: [resource === "books" ? "book-pages" : "book-snapshots", bookId, chunk, signedIn],
    queryFn: ({ signal }) =>
      apiRequest<T>(pdfParser(`${resource}/${encodeURIComponent(bookId)}/`), {
        query: readerChunkRange(chunk),
        auth: signedIn,
        signal,
      }),
    // Pages change only through this reader (edits refresh them), so a guest's chunk is
    // kept. A signed-in reader's may hold a private book's signed file URLs, which expire
    // within minutes: such a chunk is asked for again before they do, even while the tab
    // is hidden, so an image first shown later still loads.
    staleTime: signedIn ? SIGNED_URL_RENEW_MS : Number.POSITIVE_INFINITY,
    refetchInterval: signedIn ? SIGNED_URL_RENEW_MS : false,
    refetchIntervalInBackground: signedIn,
    gcTime: 10 * 60_000,
  });
}

export const bookChunkQuery = (bookId: string, chunk: number, signedIn: boolean) =>
  chunkQuery<BookPagesResponse>("books", bookId, chunk, signedIn);

export const snapshotChunkQuery = (bookId: string, chunk: number, signedIn: boolean) =>
  chunkQuery<SnapshotsResponse>("snapshots", bookId, chunk, signedIn);

/** `userId` null asks for the guest list. */
export function themesQuery(userId: string | null) {
  return queryOptions({
    queryKey: ["themes", userId ?? GUEST_THEMES_USER_ID],
    queryFn: ({ signal }) =>
      apiRequest<ThemesResponse>(
        pdfParser(`themes/${encodeURIComponent(userId ?? GUEST_THEMES_USER_ID)}/`),
        { auth: userId !== null, signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export function bookViewQuery(bookId: string) {
  return queryOptions({
    queryKey: ["book-view", bookId],
    queryFn: ({ signal }) =>
      apiRequest<BookViewResponse>(pdfParser(`my_book_view/${encodeURIComponent(bookId)}/`), {
        auth: true,
        signal,
      }),
    // Always asked afresh on opening a book: another device may have read on.
    staleTime: 0,
    gcTime: 0,
  });
}

export function saveBookView(bookId: string, update: BookViewUpdate): Promise<BookViewResponse> {
  return apiRequest(pdfParser(`my_book_view/${encodeURIComponent(bookId)}/`), {
    method: "PATCH",
    body: update,
    auth: true,
  });
}

export function savePageContent(pageId: string, pageContent: string): Promise<PageEditResponse> {
  return apiRequest(pdfParser(`pages/${encodeURIComponent(pageId)}/`), {
    method: "PATCH",
    body: { page_content: pageContent },
    auth: true,
  });
}

export function deletePage(pageId: string): Promise<PageDeleteResponse> {
  return apiRequest(pdfParser(`pages/${encodeURIComponent(pageId)}/`), {
    method: "DELETE",
    auth: true,
  });
}
