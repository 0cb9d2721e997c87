import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker as OcrWorker } from "tesseract.js";
import type { OcrImage } from "../pdf/scan-image.js";
import type { TextLine } from "../text/text-line.js";

/**
 * Pages whose recognised text scores less than this (tesseract's mean word confidence,
 * 0-100) stay snapshots: below it, too many words come out wrong to be worth reading.
 */
export const MIN_OCR_CONFIDENCE = 60;

const require = createRequire(import.meta.url);

/**
 * The language data and the engine come from npm packages in node_modules; nothing is
 * downloaded while converting. best_int: the LSTM model in integers, the fast one.
 */
function localPaths(): { langPath: string; corePath: string } {
  const data = dirname(require.resolve("@tesseract.js-data/eng/package.json"));
  const core = dirname(require.resolve("tesseract.js-core/package.json"));
  return { langPath: join(data, "4.0.0_best_int"), corePath: core };
}

/** One engine per thread (each page worker has its own), started on the first scan. */
let engine: Promise<OcrWorker> | null = null;

function startEngine(): Promise<OcrWorker> {
  engine ??= import("tesseract.js").then(({ createWorker, OEM }) =>
    createWorker("eng", OEM.LSTM_ONLY, { ...localPaths(), gzip: true, cacheMethod: "none" }),
  );
  return engine;
}

/** Ends this thread's engine, if one was started (its own thread would keep Node alive). */
export async function stopRecognizer(): Promise<void> {
  const started = engine;
  engine = null;
  if (started) await (await started).terminate();
}

export interface Recognised {
  lines: TextLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
}

/**
 * Reads the text of a page rendered in greys (`pixels`, one byte a pixel) at `scale`
 * pixels per point, as lines in page points like those MuPDF gives.
 */
export async function recognizePage(image: OcrImage): Promise<Recognised> {
  const worker = await startEngine();
  // A binary PGM: read by Leptonica as it is, with no encoding on our side.
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, "latin1");
  const pgm = Buffer.concat([header, image.pixels]);
  const { data } = await worker.recognize(pgm, {}, { text: false, blocks: true });
  const found = (data.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => ({
      text: line.text.replace(/\s+/g, " ").trim(),
      box: {
        x0: line.bbox.x0 / image.scale,
        y0: line.bbox.y0 / image.scale,
        x1: line.bbox.x1 / image.scale,
        y1: line.bbox.y1 / image.scale,
      },
    }))
    .filter((line) => /[\p{L}\p{N}]/u.test(line.text));
  const heights = found.map((line) => line.box.y1 - line.box.y0).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const lines = found.map(({ text, box }): TextLine => {
    // A line's ink runs from ascenders to descenders, about 1.1 of its font size; lines
    // without either are not smaller type, so only a clearly taller line is a heading.
    const inked = box.y1 - box.y0;
    const size = Math.round(((inked > 1.4 * usual ? inked : usual) / 1.1) * 2) / 2;
    return {
      text,
      box,
      size,
      headSize: size,
      bold: false,
      mono: false,
      rtl: false,
      cellStarts: [],
    };
  });
  return { lines, confidence: data.confidence };
}
