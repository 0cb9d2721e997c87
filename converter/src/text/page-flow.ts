import type { ImageRef } from "../types.js";
import type { BodyStyle } from "./body-style.js";
import type { Box } from "./box.js";
import { narrowColumnGutter } from "./column-gutter.js";
import type { Lexicon } from "./compound-hyphens.js";
import { hasReflowableText } from "./effective-text.js";
import type { ExtractedPage, PagePicture } from "./extracted-page.js";
import { isCaption } from "./figure-regions.js";
import { trailingNotes } from "./footnotes.js";
import { joinLines } from "./join-lines.js";
import { buildParagraphs, type ParagraphPiece } from "./paragraphs.js";
import { extent, readingOrder } from "./reading-order.js";
import { isNeutral } from "./script.js";
import { SENTENCE_END } from "./terminal.js";
import type { TextLine } from "./text-line.js";

/** What one PDF page contributes to the book, in reading order. */
export type PagePiece =
  | { kind: "text"; piece: ParagraphPiece }
  | { kind: "image"; image: ImageRef }
  | { kind: "page-break" };

type Item =
  | { kind: "line"; line: TextLine; box: Box }
  | { kind: "picture"; picture: PagePicture; box: Box };

/**
 * Turns a settled page (running heads removed) into paragraphs and pictures in reading
 * order. A page without enough text to reflow (a scan, a drawing, a damaged page) shows
 * its snapshot on a book page of its own, after what little text it has.
 */
export function readPage(
  page: ExtractedPage,
  body: BodyStyle,
  lexicon: Lexicon | null,
): PagePiece[] {
  if (page.imageOnly) return imagePage(page, body, lexicon);
  const items: Item[] = [
    ...page.lines.map((line): Item => ({ kind: "line", line, box: line.box })),
    ...page.pictures.map((picture): Item => ({ kind: "picture", picture, box: picture.box })),
  ];
  const rtl = page.lines.filter((line) => line.rtl).length > page.lines.length / 2;
  const regions = readingOrder(items, { rtl, minGutter: minimumGutter(page, body) });
  const lineSpacing = typicalLineSpacing(regions);
  const usualLineWidth = usualFullLineWidth(page.lines);

  const pieces: PagePiece[] = [];
  const notes: PagePiece[] = [];
  for (const region of regions) {
    const regionLines = region.flatMap((item) => (item.kind === "line" ? [item.line] : []));
    const regionExtent = extent(regionLines);
    const context = regionExtent && {
      body,
      lineSpacing,
      extent: regionExtent,
      usualLineWidth,
      lexicon,
    };
    const regionNotes = trailingNotes(regionLines, body.size, page.height);
    let run: TextLine[] = [];
    let inCaption = false;
    const flushRun = () => {
      if (run.length > 0 && context && inCaption) {
        const parts = buildParagraphs(run, context);
        pieces.push({ kind: "text", piece: captionPiece(parts, lexicon) });
      } else if (run.length > 0 && context) {
        for (const piece of buildParagraphs(run, context)) {
          pieces.push({
            kind: "text",
            piece: pieces.length > 0 ? { ...piece, amidPage: true } : piece,
          });
        }
      }
      run = [];
    };
    if (context && regionNotes.size > 0) {
      for (const piece of buildParagraphs([...regionNotes], context)) {
        notes.push({ kind: "text", piece: { ...piece, note: true, openEnd: false, leads: false } });
      }
    }
    for (const item of region) {
      if (item.kind === "line") {
        if (regionNotes.has(item.line)) continue;
        // A caption (its first line and what follows it up to the next line of body
        // text) is a run of its own: the body text after it may go on from before the
        // figure, like text after a column break.
        const line = item.line;
        if (isCaption(line.text)) {
          flushRun();
          inCaption = true;
        } else if (inCaption && endsCaption(line, run, body)) {
          flushRun();
          inCaption = false;
        }
        run.push(line);
      } else {
        flushRun();
        pieces.push({ kind: "image", image: item.picture.image });
      }
    }
    flushRun();
  }
  // Footnotes after the page's text, where they interrupt no paragraph.
  return [...pieces, ...notes];
}

/**
 * The narrowest gap between items that may part columns: most of an em, or less on a page
 * whose columns of prose stand closer than that. Judged from the page's final lines (an
 * OCR layer's, figures' labels taken out), as line assembly judged rows from the spans.
 */
function minimumGutter(page: ExtractedPage, body: BodyStyle): number {
  const usual = Math.max(6, 0.8 * body.size);
  const bodyLines = page.lines.filter((line) => Math.abs(line.size - body.size) <= 0.1 * body.size);
  const columns = narrowColumnGutter(
    bodyLines.map((line) => line.box),
    body.size,
  );
  return columns ? Math.min(usual, 0.8 * (columns.x1 - columns.x0)) : usual;
}

function imagePage(page: ExtractedPage, body: BodyStyle, lexicon: Lexicon | null): PagePiece[] {
  if (!page.snapshot && page.lines.length === 0) return [];
  const pieces: PagePiece[] = [{ kind: "page-break" }];
  // Lines without a letter or a digit (an ornament of symbols, a row of dingbats drawn as
  // a barcode) say nothing as text that the snapshot below does not show as drawn.
  const lines = page.snapshot ? page.lines.filter((line) => !isNeutral(line.text)) : page.lines;
  const region = extent(lines);
  if (region) {
    const context = { body, lineSpacing: 1.2, extent: region, usualLineWidth: 0, lexicon };
    for (const piece of buildParagraphs(lines, context)) {
      pieces.push({
        kind: "text",
        piece: { ...piece, openStart: false, openEnd: false, leads: false },
      });
    }
  }
  if (page.snapshot) {
    // After more than a caption's worth of text (the legible lines of a page whose fonts
    // cannot be read), the snapshot would shrink into what is left of the book page.
    if (hasReflowableText(lines)) pieces.push({ kind: "page-break" });
    const { file, width, height } = page.snapshot;
    pieces.push({ kind: "image", image: { file, width, height } });
  }
  pieces.push({ kind: "page-break" });
  return pieces;
}

/**
 * The usual distance between consecutive lines of the same size, in font sizes: the lower
 * quartile, since the gaps between paragraphs only ever add to it.
 */
function typicalLineSpacing(regions: Item[][]): number {
  const ratios: number[] = [];
  for (const region of regions) {
    let previous: TextLine | undefined;
    for (const item of region) {
      if (item.kind !== "line") {
        previous = undefined;
        continue;
      }
      const line = item.line;
      if (previous && previous.size === line.size && line.size > 0) {
        const ratio = (line.box.y1 - previous.box.y1) / line.size;
        if (ratio > 0.8 && ratio < 3) ratios.push(ratio);
      }
      previous = line;
    }
  }
  if (ratios.length === 0) return 1.2;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 4)] as number;
}

/** The width of the page's usual full line: the upper quartile, as most lines run full. */
function usualFullLineWidth(lines: TextLine[]): number {
  const widths = lines.map((line) => line.box.x1 - line.box.x0).sort((a, b) => a - b);
  return widths[Math.floor(widths.length * 0.75)] ?? 0;
}

const bodySized = (line: TextLine, body: BodyStyle) =>
  Math.abs(line.size - body.size) <= 0.05 * body.size;

/**
 * A line of body text after a caption's lines (`caption`) is the text going on: after a
 * caption in smaller print, any such line; after one set as large as the text, a line
 * after the caption's sentence has closed.
 */
function endsCaption(line: TextLine, caption: readonly TextLine[], body: BodyStyle): boolean {
  if (!bodySized(line, body)) return false;
  const [first] = caption;
  if (!first || !bodySized(first, body)) return true;
  return SENTENCE_END.test(caption.at(-1)?.text ?? ".");
}

/**
 * A caption's lines as one paragraph, however its print changes (a bold "Figure 2." and
 * plain words): never a heading, never joined to the text around it, and read after a
 * paragraph it interrupted mid-sentence.
 */
function captionPiece(parts: readonly ParagraphPiece[], lexicon: Lexicon | null): ParagraphPiece {
  return {
    text: parts.reduce((joined, part) => joinLines(joined, part.text, lexicon), ""),
    heading: false,
    openStart: false,
    openEnd: false,
    leads: false,
    floats: true,
    size: parts[0]?.size ?? 0,
  };
}
