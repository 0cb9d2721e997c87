import { readerChunkOf } from "@bindery/contract";
import {
  type QueryKey,
  type UseQueryOptions,
  useQueries,
  useQueryClient,
} from "@tanstack/react-query";
import { chunksAround } from "./chunks";

export type ChunkState<T> =
  | { state: "ready"; data: T }
  | { state: "loading" }
  | { state: "error"; error: unknown };

const soonest = (a: number | false, b: number | false): number | false =>
  a === false ? b : b === false ? a : Math.min(a, b);

type ChunkQuery<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K> & { queryKey: K };

/**
 * Keeps the chunks around the reader's position loaded (chunks.ts says which) and answers
 * the state of the chunk holding any index. Chunks the reader left stay in the query
 * cache for a while, so turning back, or the page a turn starts from, needs no request.
 */
export function useChunks<T, K extends QueryKey>(options: {
  query: (chunk: number) => ChunkQuery<T, K>;
  position: number;
  count: number | null;
  enabled: boolean;
  /** How often to fetch a chunk again (a book still converting grows), or false. */
  refetchInterval?: (data: T | undefined) => number | false;
}) {
  const { query, position, count, enabled, refetchInterval } = options;
  const queryClient = useQueryClient();
  const chunks = chunksAround(position, count);
  const results = useQueries({
    queries: chunks.map((chunk) => {
      const own = query(chunk);
      const ownInterval = typeof own.refetchInterval === "number" ? own.refetchInterval : false;
      return {
        ...own,
        enabled,
        // The sooner of the query's own interval (renewing signed file URLs) and the caller's.
        refetchInterval: (current: { state: { data: T | undefined } }) =>
          soonest(refetchInterval?.(current.state.data) ?? false, ownInterval),
      };
    }),
  });

  const chunkState = (chunk: number): ChunkState<T> => {
    const slot = chunks.indexOf(chunk);
    const result = slot >= 0 ? results[slot] : undefined;
    if (result?.data !== undefined) return { state: "ready", data: result.data };
    if (result?.isError) return { state: "error", error: result.error };
    const cached = queryClient.getQueryData<T>(query(chunk).queryKey);
    return cached !== undefined ? { state: "ready", data: cached } : { state: "loading" };
  };

  // The newest answer among the chunks in use, for what every answer repeats (the book).
  let latest: T | undefined;
  let latestAt = -1;
  for (const result of results) {
    if (result.data !== undefined && result.dataUpdatedAt > latestAt) {
      latest = result.data;
      latestAt = result.dataUpdatedAt;
    }
  }

  return { chunkState, stateAt: (index: number) => chunkState(readerChunkOf(index)), latest };
}
