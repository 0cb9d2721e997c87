import { endpoints, SEARCH_PAGE_SIZE } from "@bindery/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/call-api";
import { bySource, type ReaderSource, sourceKey } from "../pages/reader-source";

/**
 * The contents and in-book search calls. Only the panels use them, so they live in the
 * panels' chunks. A signed-in reader sends the token: a private book is its owner's alone;
 * a shared book is asked for through its link.
 */
export function contentsQuery(source: ReaderSource) {
  return queryOptions({
    queryKey: ["book-contents", source.bookId, sourceKey(source)],
    queryFn: ({ signal }) =>
      bySource(source, {
        book: (book_id, auth) =>
          callApi(endpoints.getBookContents, { params: { book_id }, auth, signal }),
        share: (token, headers) =>
          callApi(endpoints.getSharedContents, { params: { token }, headers, signal }),
      }),
    // A book's contents change only when its pages are edited, rarely while it is open.
    staleTime: 10 * 60_000,
  });
}

/** One search, SEARCH_PAGE_SIZE hits at a time ("More results" asks for the next ones). */
export function searchQuery(source: ReaderSource, query: string) {
  return infiniteQueryOptions({
    queryKey: ["book-search", source.bookId, query, sourceKey(source)],
    queryFn: ({ signal, pageParam }) => {
      const words = { q: query, start: pageParam, end: pageParam + SEARCH_PAGE_SIZE - 1 };
      return bySource(source, {
        book: (book_id, auth) =>
          callApi(endpoints.searchBook, { params: { book_id }, query: words, auth, signal }),
        share: (token, headers) =>
          callApi(endpoints.searchSharedBook, { params: { token }, query: words, headers, signal }),
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: 5 * 60_000,
  });
}
