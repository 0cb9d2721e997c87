import type { SerializedConversionError } from "../errors.js";
import type { OcrImage } from "../ocr/ocr-image.js";
import type { Recognised } from "../ocr/recognizer.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import type { ExtractorSettings, OpenedDocument } from "./page-extractor.js";

/** Messages between the converting thread and its page workers. */
export interface WorkerData {
  /** MuPDF compiled by the converting thread (see mupdf-module.ts). */
  mupdf: WebAssembly.Module;
  /** Started ahead of its PDF: it practises while it waits (see practice-pages.ts). */
  practise: boolean;
}

/**
 * A worker starts without a document (so it can be started ahead, see startPageWorkersAhead)
 * and is sent one "open" first; after a conversion that went well, "close" readies it for
 * the next one's "open". Requests carry an id, which their answer (page, drained or
 * failed) repeats. A worker's scans are read by the converting thread's OCR engines (see
 * ocr/engines.ts): it asks with "recognise", whose id the answer (recognised or
 * recognise-failed) repeats.
 */
export type ToWorker =
  | { type: "open"; settings: ExtractorSettings }
  | { type: "extract"; id: number; index: number; makeCover: boolean }
  | { type: "drain"; id: number }
  | { type: "close" }
  | { type: "recognised"; id: number; result: Recognised }
  | { type: "recognise-failed"; id: number; error: SerializedConversionError };

export type FromWorker =
  /**
   * MuPDF is loaded and, for a worker started ahead, its practice is over: sent once, first
   * unless an "open" interrupted the practice (its answer may then come first).
   */
  | { type: "ready" }
  | { type: "opened"; info: OpenedDocument }
  | { type: "open-failed"; error: SerializedConversionError }
  | { type: "page"; id: number; page: ExtractedPage }
  | { type: "drained"; id: number }
  /** The document is freed and MuPDF's memory (`memoryBytes` of it) back to its start. */
  | { type: "closed"; memoryBytes: number }
  | { type: "failed"; id: number; error: SerializedConversionError }
  | { type: "recognise"; id: number; image: OcrImage };
