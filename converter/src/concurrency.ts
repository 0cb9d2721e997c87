import { availableParallelism } from "node:os";

/** Pages read at once by default, and OCR engines at most: one a core, at most 4. */
export function defaultConcurrency(): number {
  return Math.min(4, availableParallelism());
}
