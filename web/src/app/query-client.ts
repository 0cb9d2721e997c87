import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";

/** Only failures that may pass (no answer, server trouble) are retried, and only once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < 1;
}

/**
 * Queries are tried once even while the browser says it is offline ("offlineFirst"): the
 * service worker answers a book saved for offline reading, and the shelves it remembers,
 * from its copies. Only retries wait for the network to return.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: "offlineFirst" },
    },
  });
}
