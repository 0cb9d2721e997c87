import type { Worker as OcrWorker } from "tesseract.js";
import type { Box } from "../text/box.js";
import type { TextLine } from "../text/text-line.js";
import { ocrEngines } from "./engines.js";
import { type OcrImage, PAPER_LEVEL } from "./ocr-image.js";

/**
 * Pages whose recognised text scores less than this (tesseract's mean word confidence,
 * 0-100) stay snapshots: below it, too many words come out wrong to be worth reading.
 */
export const MIN_OCR_CONFIDENCE = 60;
/**
 * A page is first read in its top band; below this confidence there, the rest is not read
 * (the page stays a snapshot anyway). A script or language the model cannot read comes out
 * around 20-50 (a Russian certificate's band, with its English title, scores 48) and costs
 * tesseract several times a readable page's time, in search of words it cannot find; a
 * readable page's band scores 65 and more, a degraded scan's included.
 */
const EARLY_STOP_CONFIDENCE = 55;
/** The top band's share of the page's height, the first pass's work. */
const FIRST_PASS_SHARE = 1 / 6;
/** The fewest words the top band must have to judge the page by. */
const FIRST_PASS_WORDS = 5;

export interface Recognised {
  lines: TextLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
}

/** Reads a scan's text: recognizePage, or a page worker's request to the thread that runs it. */
export type RecognizeScan = (image: OcrImage) => Promise<Recognised>;

/**
 * Reads the text of a page rendered in greys (`pixels`, one byte a pixel) at `scale`
 * pixels per point, as lines in page points like those MuPDF gives.
 *
 * The page is read in two parts, its top band and the rest, each handed to tesseract as an
 * image of its own: when the band is unreadable, the rest is not read at all, and when it
 * is readable its lines are kept, so a readable page costs about what one pass over it
 * would. (tesseract.js's `rectangle` option is not used: on these images it came back
 * with garbage, two letters a line at 5-7% confidence, after paying for a pass.)
 */
export function recognizePage(image: OcrImage, signal?: AbortSignal): Promise<Recognised> {
  return ocrEngines.run((worker) => readPage(worker, image), signal);
}

async function readPage(worker: OcrWorker, image: OcrImage): Promise<Recognised> {
  // Its resolution as it is, rather than tesseract's guess from the size of the letters.
  await worker.setParameters({ user_defined_dpi: String(Math.round(image.scale * 72)) });
  const bandHeight = firstPassHeight(image);
  const band = await readRows(worker, image, 0, bandHeight);
  // A band without words (a blank top margin, a picture) says nothing of the page.
  if (band.words.length >= FIRST_PASS_WORDS && meanOf(band.words) < EARLY_STOP_CONFIDENCE) {
    return { lines: [], confidence: meanOf(band.words) };
  }
  const rest = await readRows(worker, image, bandHeight, image.height);
  const words = [...band.words, ...rest.words];
  return { lines: asTextLines([...band.lines, ...rest.lines]), confidence: meanOf(words) };
}

/** What tesseract read in some rows of the page: its lines, in page points, and its words. */
interface ReadRows {
  lines: Array<{ text: string; box: Box }>;
  /** Each word's confidence, 0-100, the words tesseract averages for a page's. */
  words: number[];
}

/** Reads rows [top, bottom) of the page, as a binary PGM Leptonica reads as it is. */
async function readRows(
  worker: OcrWorker,
  image: OcrImage,
  top: number,
  bottom: number,
): Promise<ReadRows> {
  if (bottom <= top) return { lines: [], words: [] };
  const header = Buffer.from(`P5\n${image.width} ${bottom - top}\n255\n`, "latin1");
  const rows = image.pixels.subarray(top * image.width, bottom * image.width);
  const { data } = await worker.recognize(
    Buffer.concat([header, rows]),
    {},
    { text: false, blocks: true },
  );
  const found = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  return {
    lines: found
      .map((line) => ({
        text: line.text.replace(/\s+/g, " ").trim(),
        box: {
          x0: line.bbox.x0 / image.scale,
          y0: (line.bbox.y0 + top) / image.scale,
          x1: line.bbox.x1 / image.scale,
          y1: (line.bbox.y1 + top) / image.scale,
        },
      }))
      .filter((line) => /[\p{L}\p{N}]/u.test(line.text)),
    words: found.flatMap((line) => line.words.map((word) => word.confidence)),
  };
}

/** The mean of word confidences, as tesseract gives a page's (0 without words). */
function meanOf(confidences: number[]): number {
  if (confidences.length === 0) return 0;
  return Math.round(confidences.reduce((sum, value) => sum + value, 0) / confidences.length);
}

/** Recognised lines as the converter's lines, their font size guessed from their height. */
function asTextLines(found: Array<{ text: string; box: Box }>): TextLine[] {
  const heights = found.map((line) => line.box.y1 - line.box.y0).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  return found.map(({ text, box }): TextLine => {
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
}

/**
 * The height of the first pass's band: FIRST_PASS_SHARE of the page, ending on the first
 * row of paper after it so that it does not cut a line of text in two; on a page without
 * such a row there, on its lightest row (between two lines, on a speckled scan).
 */
function firstPassHeight(image: OcrImage): number {
  const { pixels, width, height } = image;
  const last = Math.min(height, Math.round(2 * FIRST_PASS_SHARE * height));
  // Every other pixel of a row is looked at.
  const samples = Math.ceil(width / 2);
  let lightest = last;
  let mostPaper = -1;
  for (let row = Math.round(FIRST_PASS_SHARE * height); row < last; row++) {
    const start = row * width;
    let paper = 0;
    for (let x = start; x < start + width; x += 2) {
      if ((pixels[x] as number) > PAPER_LEVEL) paper++;
    }
    if (paper === samples) return row;
    if (paper > mostPaper) {
      mostPaper = paper;
      lightest = row;
    }
  }
  return lightest;
}
