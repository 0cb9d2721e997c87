import {
  type BookPagesResponse,
  type BookViewUpdate,
  endpoints,
  GUEST_THEMES_USER_ID,
  joinLinkTargets,
  readerChunkRange,
  SIGNED_URL_RENEW_MS,
} from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/call-api";
import { withWaitingPlace } from "../../offline/place-outbox";
import { bySource, type ReaderSource, readsSignedIn, sourceKey } from "./reader-source";

/**
 * The reader's calls. A signed-in reader sends the bearer token with
 * the book, snapshot and theme calls too: a private book is its owner's alone, and the
 * themes answer is personal only with the token (ADR 0003). A shared book's pages and
 * snapshots come through its link instead (reader-source.ts).
 */

/** The range of one chunk, and the signal that cancels its call. */
interface ChunkCall {
  range: ReturnType<typeof readerChunkRange>;
  signal: AbortSignal;
}

/** One aligned chunk of a book's pages or snapshots (chunks.ts), as `load` asks for it. */
function chunkQuery<T>(
  name: "book-pages" | "book-snapshots",
  source: ReaderSource,
  chunk: number,
  load: (call: ChunkCall) => Promise<T>,
) {
  const renews = readsSignedIn(source);
  return queryOptions({
    queryKey: [name, source.bookId, chunk, sourceKey(source)],
    queryFn: ({ signal }) => load({ range: readerChunkRange(chunk), signal }),
    // Pages change only through this reader (edits refresh them), so a guest's chunk is
    // kept, and a shared book's (its file addresses are the link's, checked on each use).
    // A signed-in reader's may hold a private book's signed file URLs, which expire
    // within minutes: such a chunk is asked for again before they do, even while the tab
    // is hidden, so an image first shown later still loads.
    staleTime: renews ? SIGNED_URL_RENEW_MS : Number.POSITIVE_INFINITY,
    refetchInterval: renews ? SIGNED_URL_RENEW_MS : false,
    refetchIntervalInBackground: renews,
    gcTime: 10 * 60_000,
  });
}

export const bookChunkQuery = (source: ReaderSource, chunk: number) =>
  chunkQuery("book-pages", source, chunk, async ({ range: query, signal }) =>
    withJoinedLinks(
      await bySource(source, {
        book: (book_id, auth) =>
          callApi(endpoints.getBookPages, { params: { book_id }, query, auth, signal }),
        share: (token, headers) =>
          callApi(endpoints.getSharedPages, { params: { token }, query, headers, signal }),
      }),
    ),
  );

/**
 * Pages as the reader holds them: each link's target inside the text after its marker
 * (contract links.ts), so a paragraph split between pages or joined again keeps its links.
 */
export function withJoinedLinks(answer: BookPagesResponse): BookPagesResponse {
  return {
    ...answer,
    pages: answer.pages.map((page) => ({
      ...page,
      page_content: joinLinkTargets(page.page_content, page.links ?? []),
    })),
  };
}

export const snapshotChunkQuery = (source: ReaderSource, chunk: number) =>
  chunkQuery("book-snapshots", source, chunk, ({ range: query, signal }) =>
    bySource(source, {
      book: (book_id, auth) =>
        callApi(endpoints.getBookSnapshots, { params: { book_id }, query, auth, signal }),
      share: (token, headers) =>
        callApi(endpoints.getSharedSnapshots, { params: { token }, query, headers, signal }),
    }),
  );

/** `userId` null asks for the guest list. */
export function themesQuery(userId: string | null) {
  return queryOptions({
    queryKey: ["themes", userId ?? GUEST_THEMES_USER_ID],
    queryFn: ({ signal }) =>
      callApi(endpoints.listThemes, {
        params: { user_id: userId ?? GUEST_THEMES_USER_ID },
        auth: userId !== null,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function bookViewQuery(bookId: string) {
  return queryOptions({
    queryKey: ["book-view", bookId],
    // A place read here later than the account's (offline, not sent yet) is where it opens.
    queryFn: async ({ signal }) =>
      withWaitingPlace(
        bookId,
        await callApi(endpoints.getBookProgress, { params: { book_id: bookId }, signal }),
      ),
    // Always asked afresh on opening a book: another device may have read on.
    staleTime: 0,
    gcTime: 0,
  });
}

export const saveBookView = (bookId: string, update: BookViewUpdate) =>
  callApi(endpoints.updateBookProgress, { params: { book_id: bookId }, body: update });

export const savePageContent = (pageId: string, pageContent: string, links: string[]) =>
  callApi(endpoints.editPage, {
    params: { page_id: pageId },
    body: { page_content: pageContent, links },
  });

export const deletePage = (pageId: string) =>
  callApi(endpoints.deletePage, { params: { page_id: pageId } });
