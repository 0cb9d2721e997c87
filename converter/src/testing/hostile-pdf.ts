import { deflateSync } from "node:zlib";
import * as mupdf from "mupdf";

/**
 * PDFs that are cheap to send and costly to convert, for tests of a conversion's work
 * limits. Each is a few kilobytes to a few hundred, built in memory.
 */

const LETTER: mupdf.Rect = [0, 0, 612, 792];

/**
 * One page whose content stream is `megabytes` of zeros, Flate-compressed (about 1 KB a
 * megabyte): a decompression bomb. Zeros are white space to a content stream's reader,
 * so MuPDF would read through all of it.
 */
export function unpackBombPdf(megabytes: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const bomb = doc.addRawStream(deflateSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 }), {
    Filter: "FlateDecode",
  });
  const page = doc.addPage(LETTER, 0, {}, "");
  page.put("Contents", bomb);
  doc.insertPage(-1, page);
  return save(doc);
}

/**
 * One page drawing an image that says it is `side` × `side` pixels of RGB, with a few
 * bytes of data: decoding it would claim side² × 3 bytes, whatever its stream holds.
 */
export function hugeImagePdf(side: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const image = doc.addRawStream(deflateSync(Buffer.alloc(1024)), {
    Type: "XObject",
    Subtype: "Image",
    Width: side,
    Height: side,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  const page = doc.addPage(LETTER, 0, { XObject: { Im: image } }, "q 612 0 0 792 0 0 cm /Im Do Q");
  doc.insertPage(-1, page);
  return save(doc);
}

/**
 * `pages` pages that are each one picture of a typed page covering the page, with no text
 * layer: each goes to OCR. The picture holds dark bars where lines of type would be.
 */
export function scannedPagesPdf(pages: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const width = 510;
  const height = 660;
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, width, height], false);
  pixmap.clear(255);
  const pixels = pixmap.getPixels();
  for (let y = 60; y < height - 60; y += 24) {
    for (let row = y; row < y + 8; row++)
      pixels.fill(30, row * width + 50, row * width + width - 50);
  }
  const image = doc.addImage(new mupdf.Image(pixmap));
  for (let n = 0; n < pages; n++) {
    const page = doc.addPage(
      LETTER,
      0,
      { XObject: { Im: image } },
      "q 612 0 0 792 0 0 cm /Im Do Q",
    );
    doc.insertPage(-1, page);
  }
  return save(doc);
}

function save(doc: mupdf.PDFDocument): Uint8Array {
  return doc.saveToBuffer("").asUint8Array().slice();
}
