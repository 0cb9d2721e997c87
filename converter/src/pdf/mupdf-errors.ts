import { ConversionError, conversionMessages } from "../errors.js";

/**
 * MuPDF reports problems with the file as plain Errors (and a few thrown strings); those
 * make a page unreadable but not the book. Programming errors (TypeError…) and WebAssembly
 * traps are not about the file and must surface.
 */
export function isFileDamage(error: unknown): boolean {
  if (typeof error === "string") return true;
  if (!(error instanceof Error)) return false;
  if (
    error instanceof TypeError ||
    error instanceof RangeError ||
    error instanceof ReferenceError
  ) {
    return false;
  }
  // WebAssembly traps (RuntimeError) mean MuPDF itself is in an unknown state.
  return error.name !== "RuntimeError" && !isOutOfMemory(error);
}

export function isOutOfMemory(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /out of memory|malloc|cannot enlarge memory|memory access out of bounds/i.test(message);
}

/** MuPDF running out of WebAssembly memory becomes the conversion's out_of_memory failure. */
export function memoryError(cause: unknown): ConversionError {
  return new ConversionError("out_of_memory", conversionMessages.outOfMemory, { cause });
}
