import type * as mupdf from "mupdf";
import type { OcrImage } from "../ocr/ocr-image.js";
import { hasReflowableText } from "../text/effective-text.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import { assembleLines, turnBox } from "../text/lines.js";
import { joinSplitLinks, markLinks } from "../text/link-marks.js";
import { withComposedAccents } from "../text/spacing-accents.js";
import { legibleLines, readableSpans } from "../text/unmapped-glyphs.js";
import { boxShrink, shrinkFactorFor } from "./box-shrink.js";
import type { PageDrawing } from "./culling-ledger.js";
import { pageDrawing } from "./culling-ledger.js";
import { probeDrawing } from "./drawing-probe.js";
import { drawnRegions, renderDrawnRegions } from "./drawn-regions.js";
import { fingerprint } from "./fingerprint.js";
import { withGlyphSpaces } from "./glyph-spaces.js";
import {
  COVER_LONG_SIDE,
  PICTURE_LONG_SIDE,
  SNAPSHOT_LONG_SIDE,
  THUMBNAIL_LONG_SIDE,
} from "./image-sizes.js";
import type { RenderedPicture } from "./image-writes.js";
import {
  ENCODING,
  type EncodeAtOnce,
  type ImageWrite,
  type PageImageEncodings,
  type PixelsWrite,
  pageImageEncodings,
} from "./image-writes.js";
import { imageBlocks, isPicture, pictureScale, visibleBox } from "./images.js";
import { readPageLinks } from "./links.js";
import { isFileDamage, isOutOfMemory, memoryError } from "./mupdf-errors.js";
import { outputFiles } from "./output-files.js";
import { ownedCopy, type RawImage } from "./raw-image.js";
import { readRenderedPage, renderRegion } from "./render.js";
import { scanImage } from "./scan-image.js";
import { STEXT_JSON_SCALE, spansFromStextJson } from "./stext-json.js";
import { texBitmapFontDecoders } from "./tex-bitmap-fonts.js";
import { texMathsSymbols } from "./tex-maths-fonts.js";

const STEXT_OPTIONS = "preserve-images,preserve-spans";

export interface PageExtraction {
  page: ExtractedPage;
  /** The images to write: pictures, the snapshot, its thumbnail, and the cover when asked. */
  writes: ImageWrite[];
  /** A scan without text, rendered for OCR (when asked for). */
  scan: OcrImage | null;
}

/**
 * Reads one page with MuPDF: its text lines, its pictures, a snapshot and a thumbnail,
 * and the cover when asked (images come back as pixels to be encoded, and the snapshot
 * encoded already when `encodeAtOnce` can). A page MuPDF cannot read is reported as failed
 * with whatever could still be rendered, so one damaged page does not sink the book.
 */
export function extractPage(
  document: mupdf.Document,
  index: number,
  makeCover: boolean,
  ocr = false,
  encodeAtOnce: EncodeAtOnce = () => null,
): PageExtraction {
  const page: ExtractedPage = {
    index,
    width: 0,
    height: 0,
    lines: [],
    pictures: [],
    snapshot: null,
    imageOnly: true,
    failed: false,
    ocrConfidence: null,
    links: [],
  };
  let snapshotFiles: ImageWrite[] = [];
  const pictureFiles: PixelsWrite[] = [];
  let mupdfPage: mupdf.Page | null = null;
  let list: mupdf.DisplayList | null = null;
  let stext: mupdf.StructuredText | null = null;
  let scan: OcrImage | null = null;
  try {
    mupdfPage = document.loadPage(index);
    const bounds = mupdfPage.getBounds();
    const size = { width: bounds[2] - bounds[0], height: bounds[3] - bounds[1] };
    page.width = size.width;
    page.height = size.height;
    list = mupdfPage.toDisplayList(true);
    const drawing = pageDrawing(document, mupdfPage, list, bounds);

    const traits = probeDrawing(list, bounds);
    const encodings = pageImageEncodings(traits);
    const files = {
      file: outputFiles.snapshot(index, encodings.snapshot),
      thumb: outputFiles.thumbnail(index, encodings.thumbnail),
    };
    const snapshot = readRenderedPage(drawing, SNAPSHOT_LONG_SIDE, traits.colour, (pixels) => ({
      width: pixels.width,
      height: pixels.height,
      ...snapshotWrites(pixels, files, encodings, makeCover, encodeAtOnce),
    }));
    page.snapshot = { ...files, width: snapshot.width, height: snapshot.height };
    snapshotFiles = snapshot.writes;

    stext = list.toStructuredText(STEXT_OPTIONS);
    const spans = withGlyphSpaces(
      spansFromStextJson(
        stext.asJSON(STEXT_JSON_SCALE),
        bounds,
        texBitmapFontDecoders(mupdfPage),
        traits.ocrLayerFonts,
      ),
      stext,
      texMathsSymbols(mupdfPage),
    ).map(withComposedAccents);
    const readable = readableSpans(spans);
    page.links = [...markLinks(readable.spans, readPageLinks(document, mupdfPage, bounds), index)];
    const { lines, vertical } = assembleLines(readable.spans, size);
    joinSplitLinks(lines);
    page.lines = readable.unreadable ? legibleLines(lines) : lines;
    if (vertical) {
      page.width = size.height;
      page.height = size.width;
    }
    page.imageOnly = readable.unreadable || !hasReflowableText(lines);
    // A snapshot encoded at once, with no copy kept, is a page that draws no image: no scan.
    if (page.imageOnly && ocr && snapshot.copy) {
      scan = scanImage(stext, drawing, size, snapshot.copy);
    }
    if (!page.imageOnly) {
      let rendered = renderPictures(stext, drawing, size, index, vertical);
      if (!vertical) {
        const drawn = drawnRegions(traits.paths, page.lines, size, rendered);
        page.lines = page.lines.filter((line) => !drawn.lines.has(line));
        const regions = renderDrawnRegions(drawn.regions, drawing, index, rendered.length);
        rendered = [...rendered.filter((picture) => !drawn.pictures.has(picture)), ...regions];
      }
      for (const { picture, write } of rendered) {
        page.pictures.push(picture);
        pictureFiles.push(write);
      }
    }
  } catch (cause) {
    if (isOutOfMemory(cause)) throw memoryError(cause);
    if (!isFileDamage(cause)) throw cause;
    // Whatever was rendered of a damaged page stands in for it.
    page.failed = true;
    page.lines = [];
    page.pictures = [];
    page.links = [];
    page.imageOnly = true;
    pictureFiles.length = 0;
    scan = null;
  } finally {
    stext?.destroy();
    list?.destroy();
    mupdfPage?.destroy();
  }
  // An image-only page is shown as its snapshot, which must then exist with the page.
  const [snapshotFile] = snapshotFiles;
  if (page.imageOnly && snapshotFile) snapshotFile.neededByBook = true;
  return { page, writes: [...pictureFiles, ...snapshotFiles], scan };
}

/**
 * The snapshot, its thumbnail and, for the first page, the cover: all from one rendering,
 * whose pixels are read in place. What is not encoded at once keeps a copy of them, which
 * is returned too (null when none was needed).
 */
function snapshotWrites(
  snapshot: RawImage,
  files: { file: string; thumb: string },
  encodings: PageImageEncodings,
  makeCover: boolean,
  encodeAtOnce: EncodeAtOnce,
): { writes: ImageWrite[]; copy: RawImage | null } {
  let copy: RawImage | null = null;
  const kept = () => {
    copy ??= ownedCopy(snapshot);
    return copy;
  };
  const inPlace: PixelsWrite = {
    file: files.file,
    raw: snapshot,
    encoding: encodings.snapshot,
    neededByBook: false,
  };
  const bytes = encodeAtOnce(inPlace);
  const writes: ImageWrite[] = [
    bytes ? { file: files.file, bytes, neededByBook: false } : { ...inPlace, raw: kept() },
    {
      file: files.thumb,
      raw: boxShrink(snapshot, shrinkFactorFor(snapshot, THUMBNAIL_LONG_SIDE)),
      encoding: encodings.thumbnail,
      neededByBook: false,
    },
  ];
  if (makeCover) {
    writes.push({
      file: outputFiles.cover,
      raw: kept(),
      encoding: ENCODING.cover,
      longSide: COVER_LONG_SIDE,
      neededByBook: false,
    });
  }
  return { writes, copy };
}

/** Renders the page's pictures: the images that are not icons, rules or backgrounds. */
function renderPictures(
  stext: mupdf.StructuredText,
  drawing: PageDrawing,
  size: { width: number; height: number },
  index: number,
  vertical: boolean,
): RenderedPicture[] {
  const rendered: RenderedPicture[] = [];
  for (const block of imageBlocks(stext, drawing.bounds)) {
    if (!isPicture(block, size, true)) continue;
    const box = visibleBox(block, size);
    const raw = renderRegion(
      drawing,
      box,
      pictureScale(block, box, PICTURE_LONG_SIDE),
      block.transparent,
    );
    const file = outputFiles.image(index, rendered.length + 1);
    rendered.push({
      picture: {
        image: { file, width: raw.width, height: raw.height },
        box: vertical ? turnBox(box, size.width) : box,
        fingerprint: fingerprint(raw),
      },
      write: { file, raw, encoding: ENCODING.picture, neededByBook: true },
    });
  }
  return rendered;
}
