import { type ComponentType, lazy } from "react";

/** The spec's client gives up on a script chunk after 120 seconds. */
const GIVE_UP_AFTER_MS = 120_000;
/** Waits between attempts; a dropped connection often comes back within seconds. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/** A script chunk could not be loaded; the route error boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the app could not be loaded.", { cause });
    this.name = "ChunkLoadError";
  }
}

interface RetryOptions {
  delaysMs?: readonly number[];
  budgetMs?: number;
}

/** Runs `load`, retrying after each delay, and fails for good once the budget is spent. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { delaysMs = RETRY_DELAYS_MS, budgetMs = GIVE_UP_AFTER_MS }: RetryOptions = {},
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await withDeadline(load(), deadline - Date.now());
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || Date.now() + delay >= deadline) throw new ChunkLoadError(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function withDeadline<T>(promise: Promise<T>, remainingMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Timed out loading a chunk.")), remainingMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** React.lazy for a code-split screen, with retries instead of a blank page. */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => loadWithRetry(load));
}
