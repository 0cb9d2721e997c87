import { endpoints, type InclusiveRange } from "@bindery/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/call-api";

/**
 * The two book lists (contract/src/books.ts): ranges are inclusive, so a grid page of 25
 * is `start=25n&end=25n+24`. While the next page loads, the previous one stays on screen.
 */
export const publicBooksQuery = (range: InclusiveRange) =>
  queryOptions({
    queryKey: ["public-books", range.start, range.end],
    queryFn: ({ signal }) => callApi(endpoints.listPublicBooks, { query: range, signal }),
    placeholderData: keepPreviousData,
    // The catalog changes with an import, not while someone browses it.
    staleTime: 5 * 60_000,
  });

/** The user's shelves under one key, so a change to their books refreshes both. */
const shelfQuery =
  (shelf: typeof endpoints.listMyBooks | typeof endpoints.listContinueReading) =>
  (range: InclusiveRange) =>
    queryOptions({
      queryKey: ["my-books", shelf.operationId, range.start, range.end],
      queryFn: ({ signal }) => callApi(shelf, { query: range, signal }),
      placeholderData: keepPreviousData,
    });

/** My Books: the books the user uploaded. */
export const myBooksQuery = shelfQuery(endpoints.listMyBooks);
/** Continue reading: the user's uploads and the public books they have opened. */
export const continueReadingQuery = shelfQuery(endpoints.listContinueReading);
