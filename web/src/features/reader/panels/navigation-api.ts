import { endpoints, SEARCH_PAGE_SIZE } from "@bindery/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/call-api";

/**
 * The contents and in-book search calls. Only the panels use them, so they live in the
 * panels' chunks. A signed-in reader sends the token: a private book is its owner's alone.
 */
export function contentsQuery(bookId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ["book-contents", bookId, signedIn],
    queryFn: ({ signal }) =>
      callApi(endpoints.getBookContents, { params: { book_id: bookId }, auth: signedIn, signal }),
    // A book's contents change only when its pages are edited, rarely while it is open.
    staleTime: 10 * 60_000,
  });
}

/** One search, SEARCH_PAGE_SIZE hits at a time ("More results" asks for the next ones). */
export function searchQuery(bookId: string, query: string, signedIn: boolean) {
  return infiniteQueryOptions({
    queryKey: ["book-search", bookId, query, signedIn],
    queryFn: ({ signal, pageParam }) =>
      callApi(endpoints.searchBook, {
        params: { book_id: bookId },
        query: { q: query, start: pageParam, end: pageParam + SEARCH_PAGE_SIZE - 1 },
        auth: signedIn,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: 5 * 60_000,
  });
}
