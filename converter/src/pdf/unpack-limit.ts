import type * as mupdf from "mupdf";
import { ConversionError, conversionMessages } from "../errors.js";
import { imagePixelBytes, isImage, unpackedStreamBytes } from "./unpacked-size.js";

/**
 * Keys that lead away from what a page draws (the page tree, other pages, links, actions,
 * article threads): following them would walk the whole document from every page.
 */
const LEADS_AWAY = new Set(["Parent", "P", "Popup", "IRT", "Dest", "A", "AA", "B", "Next", "Prev"]);

/**
 * The unpacking limit of one page: before MuPDF reads a page, the streams it can reach
 * (contents, forms, images, fonts, patterns, shadings, annotation appearances) are
 * measured (unpacked-size.ts). No image may decode to more than the limit, and the page's
 * other streams together may not unpack to more; past either, the conversion stops.
 * Images do not add up, since a page's resources may name every image of the book (some
 * PDFs share one resource dictionary among all pages) while it draws one. The limit is
 * per page because a page is what MuPDF decodes at once; a bomb spread over many pages
 * runs into the conversion's CPU limit instead. A stream shared by pages (a font) counts
 * on the first page that reaches it, as MuPDF keeps it.
 */
export class UnpackLimit {
  /**
   * Objects an earlier page reached: everything under them was measured then, so a later
   * page skips them (the walk costs one pass over the document's objects, not one a page).
   */
  private readonly reached = new Set<number>();

  constructor(
    private readonly document: mupdf.Document,
    private readonly limitMb: number,
  ) {}

  /** Fails with 'unpack_limit' when page `index` (0-based) unpacks to more than the limit. */
  async checkPage(index: number): Promise<void> {
    const limit = this.limitMb * 1024 * 1024;
    let streamBytes = 0;
    for (const stream of this.newStreams(index)) {
      let passed = false;
      try {
        if (isImage(stream)) passed = imagePixelBytes(stream) > limit;
        else {
          streamBytes += await unpackedStreamBytes(stream, limit - streamBytes);
          passed = streamBytes > limit;
        }
      } catch {
        // A stream that cannot be read is damage, which reading the page reports.
      }
      if (passed) {
        throw new ConversionError("unpack_limit", conversionMessages.unpackLimit(this.limitMb), {
          cause: `page ${index + 1} unpacks to more than ${this.limitMb} MB`,
        });
      }
    }
  }

  /**
   * The streams page `index` reaches that no earlier page counted. Objects too damaged to
   * walk end the walk with what was found: reading the page reports the damage.
   */
  private newStreams(index: number): mupdf.PDFObject[] {
    const streams: mupdf.PDFObject[] = [];
    try {
      const page = this.document.asPDF()?.findPage(index);
      if (!page) return streams;
      const pending: mupdf.PDFObject[] = [page, page.getInheritable("Resources")];
      while (pending.length > 0) {
        const reference = pending.pop() as mupdf.PDFObject;
        if (reference.isIndirect()) {
          const number = reference.asIndirect();
          if (this.reached.has(number)) continue;
          this.reached.add(number);
          // MuPDF knows a stream by its reference: the resolved object is its dictionary.
          if (reference.isStream()) streams.push(reference);
        }
        const object = reference.resolve();
        if (!object.isDictionary() && !object.isArray()) continue;
        object.forEach((value, key) => {
          if (typeof key === "string" && LEADS_AWAY.has(key)) return;
          if (value.isIndirect() || value.isDictionary() || value.isArray()) pending.push(value);
        });
      }
    } catch {
      // Damage: the streams found until then are measured.
    }
    return streams;
  }
}
