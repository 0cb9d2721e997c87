import type { SerializedConversionError } from "../errors.js";
import type { BookFileOptions, BookPage, ConvertOptions, ConvertResult } from "../types.js";

/** The options that cross into the child process (callbacks and signals stay behind). */
export type ChildOptions = Omit<
  ConvertOptions & BookFileOptions,
  "signal" | "onOpen" | "onProgress" | "onPages"
>;

/** "pdf": convertPdf; "book": convertBookFile (PDF, EPUB or plain text). */
export type ChildJob = "pdf" | "book";

export type ToChild =
  | {
      type: "convert";
      job: ChildJob;
      input: string;
      options: ChildOptions;
      /** Tests only: how the child should misbehave (see TEST_FAULT_ENV). */
      testFault?: TestFault;
    }
  /** To a process kept after its conversion: load again what a conversion needs. */
  | { type: "prepare"; id: number };

/** The argument of a spare converter process: load everything, then say "ready". */
export const SPARE_ARG = "--spare";
/**
 * Conversions one process may do. A process whose conversion ended cleanly takes the
 * next (see converter-process.ts); the count bounds whatever each leaves behind in it
 * (caches, a heap that has grown) to what a handful of books make.
 */
export const MAX_CONVERSIONS_PER_PROCESS = 20;
/** The id of the loading a spare does as it starts (later ones are numbered by the parent). */
export const FIRST_PREPARATION = 0;

/**
 * The result travels without its pages: they were sent as they were made. A process whose
 * conversion is done says whether it may take another (see child-entry.ts); one that may
 * not exits on its own.
 */
export type FromChild =
  | { type: "ready"; id: number }
  | { type: "opened"; info: Parameters<NonNullable<ConvertOptions["onOpen"]>>[0] }
  | { type: "progress"; percent: number; pagesRead?: number }
  | { type: "pages"; pages: BookPage[] }
  | { type: "done"; result: Omit<ConvertResult, "pages">; reusable: boolean }
  | { type: "failed"; error: SerializedConversionError };

/**
 * Set in the parent's environment by tests only, to prove that the parent survives a
 * child that crashes, hangs, or grows without bound outside the JavaScript heap, and
 * does not keep one that still holds much of its memory cap after converting ("hold"). The
 * parent reads it when a conversion starts and tells the child (which may have been
 * started earlier, as a spare).
 */
export const TEST_FAULT_ENV = "BINDERY_CONVERTER_TEST_FAULT";
export type TestFault = "crash" | "hang" | "grow" | "hold";
