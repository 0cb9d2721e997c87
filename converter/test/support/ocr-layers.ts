import * as mupdf from "mupdf";
import type Tesseract from "tesseract.js";
import { ocrModel } from "../../src/ocr/engines.js";

/** Pages are scanned at this resolution, in greys. */
const DPI = 200;
const POINTS_PER_PIXEL = 72 / DPI;

/** A page scanned and read by tesseract: its PDF renderer's page, and what it found. */
export interface ReadScan {
  scan: mupdf.Pixmap;
  /** The page as tesseract's PDF renderer makes it (and ocrmypdf, which uses it). */
  tesseractPdf: Uint8Array;
  blocks: Tesseract.Block[];
  width: number;
  height: number;
}

/** Scans the pages of a printed PDF and reads them with tesseract (English). */
export async function readScans(printed: Uint8Array, pages: number[]): Promise<ReadScan[]> {
  const source = mupdf.Document.openDocument(printed, "application/pdf");
  const { createWorker, OEM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    ...ocrModel(),
    cacheMethod: "none",
  });
  try {
    await worker.setParameters({ user_defined_dpi: String(DPI) });
    const read: ReadScan[] = [];
    for (const n of pages) {
      const page = source.loadPage(n);
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = mupdf.Matrix.scale(DPI / 72, DPI / 72);
      const scan = page.toPixmap(scale, mupdf.ColorSpace.DeviceGray, false);
      const { data } = await worker.recognize(
        Buffer.from(scan.asPNG()),
        {},
        { pdf: true, blocks: true },
      );
      read.push({
        scan,
        tesseractPdf: new Uint8Array(data.pdf ?? []),
        blocks: data.blocks ?? [],
        width: x1 - x0,
        height: y1 - y0,
      });
    }
    return read;
  } finally {
    await worker.terminate();
  }
}

/** tesseract's PDF pages as one document. */
export function tesseractLayerPdf(scans: ReadScan[]): Uint8Array {
  const joined = new mupdf.PDFDocument();
  for (const { tesseractPdf } of scans) {
    const page = mupdf.Document.openDocument(tesseractPdf, "application/pdf");
    joined.graftPage(-1, page as mupdf.PDFDocument, 0);
  }
  // A copy: the buffer is a view of MuPDF's memory, which moves as it grows.
  return new Uint8Array(joined.saveToBuffer("").asUint8Array());
}

/**
 * The scans under an invisible Helvetica layer that places each word (or each letter) on
 * its own, stretched to its width on the scan, in the size of its line's height and with
 * no space between: as ocrmypdf's hOCR renderer once drew, and other OCR programs do.
 */
export function placedLayerPdf(scans: ReadScan[], placing: "words" | "letters"): Uint8Array {
  const document = new mupdf.PDFDocument();
  const font = new mupdf.Font("Helvetica");
  const fontRef = document.addSimpleFont(font, "Latin");
  for (const { scan, blocks, width, height } of scans) {
    let content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q\nBT 3 Tr\n`;
    for (const line of blocks.flatMap((block) => block.paragraphs.flatMap((p) => p.lines))) {
      const size = (line.bbox.y1 - line.bbox.y0) * POINTS_PER_PIXEL;
      const { baseline } = line;
      const pieces = placing === "words" ? line.words : line.words.flatMap((word) => word.symbols);
      for (const { text, bbox } of pieces) {
        const latin = asLatin1(text);
        const natural = [...latin].reduce(
          (sum, char) => sum + font.advanceGlyph(font.encodeCharacter(char.charCodeAt(0))),
          0,
        );
        const along = (bbox.x0 - baseline.x0) / Math.max(1, baseline.x1 - baseline.x0);
        const y = height - (baseline.y0 + (baseline.y1 - baseline.y0) * along) * POINTS_PER_PIXEL;
        const stretch = (100 * (bbox.x1 - bbox.x0) * POINTS_PER_PIXEL) / (natural * size || 1);
        content +=
          `/Layer ${size.toFixed(2)} Tf ${stretch.toFixed(2)} Tz ` +
          `1 0 0 1 ${(bbox.x0 * POINTS_PER_PIXEL).toFixed(2)} ${y.toFixed(2)} Tm ` +
          `${pdfString(latin)} Tj\n`;
      }
    }
    content += "ET\n";
    const resources = document.addObject({
      Font: { Layer: fontRef },
      XObject: { Scan: document.addImage(new mupdf.Image(scan)) },
    });
    document.insertPage(-1, document.addPage([0, 0, width, height], 0, resources, content));
  }
  return new Uint8Array(document.saveToBuffer("").asUint8Array());
}

/** Text in Latin-1, which the layer's simple font encodes: typographic quotes made plain. */
function asLatin1(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^ -\u00FF]/g, "?");
}

/** A PDF literal string. */
function pdfString(latin: string): string {
  const escaped = [...latin]
    .map((char) => {
      if ("()\\".includes(char)) return `\\${char}`;
      const code = char.charCodeAt(0);
      return code < 32 || code > 126 ? `\\${code.toString(8).padStart(3, "0")}` : char;
    })
    .join("");
  return `(${escaped})`;
}
