import { gridPageRange, type InclusiveRange } from "@bindery/contract";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { GridBook } from "./PagedBookGrid";
import { useGridPage } from "./use-grid-page";

/**
 * The page of a book list the address asks for, as PagedBookGrid takes it: the list's
 * query for that page's range, its books and total, and the way to another page.
 */
export function usePagedBooks<Answer, Key extends QueryKey>(
  queryFor: (range: InclusiveRange) => UseQueryOptions<Answer, Error, Answer, Key>,
  pageOf: (answer: Answer) => { books: GridBook[]; total: number },
) {
  const { pageIndex, goToPage } = useGridPage();
  const query = useQuery(queryFor(gridPageRange(pageIndex)));
  return {
    pageIndex,
    onPageChange: goToPage,
    page: query.data === undefined ? undefined : pageOf(query.data),
    failed: query.isError,
    loadingPage: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}
