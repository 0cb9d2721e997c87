import { endpoints, type Share, type ShareCreate } from "@bindery/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/call-api";

/** The owner's links, with their views: My Books shows which books are shared. */
export const mySharesQuery = queryOptions({
  queryKey: ["my-shares"],
  queryFn: ({ signal }) => callApi(endpoints.listMyShares, { signal }),
  // Views come in while the page is open; a minute old is fresh enough.
  staleTime: 60_000,
});

/** The links by book, for the shelf's cards. */
export const sharesByBook = (shares: readonly Share[] | undefined) =>
  new Map((shares ?? []).map((share) => [share.book_id, share]));

/** Makes (or replaces) and revokes one book's link; the list follows. */
export function useShareMutations(bookId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySharesQuery.queryKey });
  const create = useMutation({
    mutationFn: (settings: ShareCreate) =>
      callApi(endpoints.createShare, { params: { book_id: bookId }, body: settings }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => callApi(endpoints.deleteShare, { params: { book_id: bookId } }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
