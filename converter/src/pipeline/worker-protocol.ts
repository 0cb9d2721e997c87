import type { SerializedConversionError } from "../errors.js";
import type { PageExtraction } from "../pdf/extract-page.js";
import type { WebAssemblyModule } from "./mupdf-module.js";
import type { ExtractorSettings, OpenedDocument } from "./page-extractor.js";

/** Messages between the converting thread and its page workers. */
export interface WorkerData {
  settings: ExtractorSettings;
  /** MuPDF compiled by the converting thread (see mupdf-module.ts). */
  mupdf: WebAssemblyModule;
}

export type ToWorker = { type: "extract"; id: number; index: number; makeCover: boolean };

export type FromWorker =
  | { type: "opened"; info: OpenedDocument }
  | { type: "open-failed"; error: SerializedConversionError }
  | { type: "page"; id: number; extraction: PageExtraction }
  | { type: "failed"; id: number; error: SerializedConversionError };
