import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker as OcrWorker } from "tesseract.js";
import { defaultConcurrency } from "../concurrency.js";
import { EnginePool } from "./engine-pool.js";

const require = createRequire(import.meta.url);

/**
 * Where an engine's code and its English model are: tesseract.js-core from npm, and
 * tessdata_fast's model, which the converter's build puts in dist/ocr-model (the same path
 * from src/ocr and dist/ocr). Nothing is downloaded while converting. tessdata_fast, the
 * model Debian and Ubuntu ship, reads a page in two thirds of best_int's time and read
 * English scans no worse (ADR 0076).
 */
export function ocrModel(): { langPath: string; corePath: string; gzip: false } {
  const langPath = fileURLToPath(new URL("../../dist/ocr-model/", import.meta.url));
  if (!existsSync(join(langPath, "eng.traineddata"))) {
    throw new Error(`No OCR model in ${langPath}: build the converter (npm run build)`);
  }
  const corePath = dirname(require.resolve("tesseract.js-core/package.json"));
  return { langPath, corePath, gzip: false };
}

/**
 * An engine with nothing to read for this long stops. Long enough for the uploads of
 * someone sending scans one after another, each read and checked before the next; short
 * enough that a kept converter process soon gives back its engines' 40-50 MB each.
 */
const ENGINE_IDLE_MS = 60_000;

/**
 * This process's engines (the converting thread's: page workers ask it to read their
 * scans), started on the first scan and never before: a PDF with a text layer pays
 * nothing for OCR. One a core, as pages are read.
 */
export const ocrEngines = new EnginePool<OcrWorker>({
  start: startEngine,
  maxEngines: defaultConcurrency(),
  idleMs: ENGINE_IDLE_MS,
});

async function startEngine(): Promise<OcrWorker> {
  const { createWorker, OEM, PSM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    ...ocrModel(),
    cacheMethod: "none",
  });
  await worker.setParameters({
    // Finds the page's blocks and columns, and reads each in turn (tesseract.js's
    // default reads the page as one block, across columns); no orientation detection.
    tessedit_pageseg_mode: PSM.AUTO,
    // Scans are dark text on paper: trying each doubtful line again inverted, as
    // tesseract does by default, doubles the time of every line it cannot read.
    tessedit_do_invert: "0",
  });
  return worker;
}
