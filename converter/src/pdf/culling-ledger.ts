import type * as mupdf from "mupdf";
import type { CullingDevice } from "./culling-device.js";

/**
 * Whether drawing a document's pages through a CullingDevice pays. Each command the
 * device passes on costs 3–12 µs more than MuPDF drawing alone; each stroked path it cuts
 * saves about 0.4 ms at snapshot size (both measured over the corpus, ADR 0005). Judged
 * on the last pages drawn through it; when it stops paying (a cover, pages of many
 * shapes), pages are drawn by MuPDF alone and culling is tried again every 16 pages.
 */
export class CullingLedger {
  private readonly recent: Array<{ commands: number; pathsCut: number }> = [];
  private pagesSinceTrial = 0;

  /** For the next page beyond view: draw it through a CullingDevice? */
  shouldCull(): boolean {
    if (this.recent.length < JUDGED_PAGES || this.paid()) return true;
    this.pagesSinceTrial++;
    if (this.pagesSinceTrial < RETRY_AFTER_PAGES) return false;
    // A new trial, judged on its own pages.
    this.pagesSinceTrial = 0;
    this.recent.length = 0;
    return true;
  }

  /** What drawing a whole page through the device achieved. */
  record(device: CullingDevice): void {
    this.recent.push({ commands: device.commands, pathsCut: device.pathsCut });
    if (this.recent.length > JUDGED_PAGES) this.recent.shift();
  }

  private paid(): boolean {
    const commands = this.recent.reduce((sum, page) => sum + page.commands, 0);
    const pathsCut = this.recent.reduce((sum, page) => sum + page.pathsCut, 0);
    return commands < COMMANDS_PER_CUT * pathsCut;
  }
}

const JUDGED_PAGES = 2;
const RETRY_AFTER_PAGES = 16;
/** The break-even: 0.4 ms saved per path cut against about 10 µs lost per command. */
const COMMANDS_PER_CUT = 40;

/** A page's display list and how to draw it (render.ts draws it). */
export interface PageDrawing {
  list: mupdf.DisplayList;
  bounds: mupdf.Rect;
  /** Set when the page is drawn through a CullingDevice: what culling achieves, kept per document. */
  culling: CullingLedger | null;
}

const ledgers = new WeakMap<mupdf.Document, CullingLedger>();

/**
 * How to draw a page: through a CullingDevice when it draws beyond what it shows and
 * culling has paid on the document's pages so far, else with MuPDF alone.
 */
export function pageDrawing(
  document: mupdf.Document,
  page: mupdf.Page,
  list: mupdf.DisplayList,
  bounds: mupdf.Rect,
): PageDrawing {
  let ledger = ledgers.get(document);
  if (!ledger) {
    ledger = new CullingLedger();
    ledgers.set(document, ledger);
  }
  const cull = drawsBeyondView(page, bounds) && ledger.shouldCull();
  return { list, bounds, culling: cull ? ledger : null };
}

/**
 * Whether the page's MediaBox reaches beyond the area it shows (its CropBox) by more
 * than a point: printers' PDFs keep crop marks and bleed there.
 */
export function drawsBeyondView(page: mupdf.Page, shown: mupdf.Rect): boolean {
  const media = page.getBounds("MediaBox");
  return (
    media[0] < shown[0] - 1 ||
    media[1] < shown[1] - 1 ||
    media[2] > shown[2] + 1 ||
    media[3] > shown[3] + 1
  );
}
