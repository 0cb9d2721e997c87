import type { SerializedConversionError } from "../errors.js";
import type { BookFileOptions, BookPage, ConvertOptions, ConvertResult } from "../types.js";

/** The options that cross into the child process (callbacks and signals stay behind). */
export type ChildOptions = Omit<
  ConvertOptions & BookFileOptions,
  "signal" | "onOpen" | "onProgress" | "onPages"
>;

/** "pdf": convertPdf; "book": convertBookFile (PDF, EPUB or plain text). */
export type ChildJob = "pdf" | "book";

export type ToChild = { type: "convert"; job: ChildJob; input: string; options: ChildOptions };

/** The result travels without its pages: they were sent as they were made. */
export type FromChild =
  | { type: "opened"; info: Parameters<NonNullable<ConvertOptions["onOpen"]>>[0] }
  | { type: "progress"; percent: number }
  | { type: "pages"; pages: BookPage[] }
  | { type: "done"; result: Omit<ConvertResult, "pages"> }
  | { type: "failed"; error: SerializedConversionError };

/**
 * Set in the child's environment by tests only, to prove that the parent survives a
 * child that crashes, hangs, or grows without bound outside the JavaScript heap.
 */
export const TEST_FAULT_ENV = "BINDERY_CONVERTER_TEST_FAULT";
export type TestFault = "crash" | "hang" | "grow";
