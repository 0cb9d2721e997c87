import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { visibleSubpaths } from "../src/pdf/culling-device.js";
import {
  CullingLedger,
  drawsBeyondView,
  type PageDrawing,
  pageDrawing,
} from "../src/pdf/culling-ledger.js";
import { probeDrawing } from "../src/pdf/drawing-probe.js";
import { renderPage, renderRegion } from "../src/pdf/render.js";
import {
  articlePdf,
  COLOUR_PAGES,
  colourPagesPdf,
  insetDrawingPdf,
  printersPagePdf,
} from "./support/fixtures.js";

function withPage<T>(
  bytes: Uint8Array,
  use: (page: mupdf.Page, list: mupdf.DisplayList) => T,
  index = 0,
): T {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  const page = doc.loadPage(index);
  const list = page.toDisplayList(true);
  try {
    return use(page, list);
  } finally {
    list.destroy();
    page.destroy();
    doc.destroy();
  }
}

describe("pages in black, white and greys", () => {
  // As for every conversion (open-document.ts): with colour management, CMYK greys would
  // come out a shade apart in grey and in RGB.
  mupdf.disableICC();
  const pdf = colourPagesPdf();
  COLOUR_PAGES.forEach(({ name, colour, images }, index) => {
    it(`are told from pages in colour, and pages with images from the others: ${name}`, () => {
      withPage(
        pdf,
        (page, list) => {
          expect(probeDrawing(list, page.getBounds())).toMatchObject({ colour, images });
          const drawing = { list, bounds: page.getBounds(), culling: null };
          const snapshot = renderPage(drawing, 1300, colour);
          expect(snapshot.channels).toBe(colour ? 3 : 1);
          if (colour) return;
          // One channel, and the very greys MuPDF draws in RGB.
          const scale = 1300 / 600;
          const rgb = list.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB);
          try {
            expect([rgb.getWidth(), rgb.getHeight()]).toEqual([snapshot.width, snapshot.height]);
            const rgbPixels = rgb.getPixels();
            let differences = 0;
            snapshot.pixels.forEach((grey, i) => {
              if (Math.abs(grey - (rgbPixels[i * 3] as number)) > 1) differences++;
            });
            expect(differences).toBe(0);
          } finally {
            rgb.destroy();
          }
        },
        index,
      );
    });
  });
});

describe("pages that draw beyond what they show", () => {
  it("are told by a MediaBox reaching beyond the CropBox", () => {
    withPage(printersPagePdf(), (page) => {
      expect(drawsBeyondView(page, page.getBounds())).toBe(true);
    });
    withPage(articlePdf(), (page) => {
      expect(drawsBeyondView(page, page.getBounds())).toBe(false);
    });
  });

  for (const twoInks of [false, true]) {
    it(`render exactly as MuPDF draws them on its own${twoInks ? ", colours of two inks too" : ""}`, () => {
      withPage(printersPagePdf({ twoInks }), (page, list) => {
        const bounds = page.getBounds();
        const plain: PageDrawing = { list, bounds, culling: null };
        const culled: PageDrawing = { list, bounds, culling: new CullingLedger() };
        const { colour } = probeDrawing(list, bounds);
        // Several rounds: wrappers released at the wrong time would fail a later one.
        for (let round = 0; round < 5; round++) {
          const expected = renderPage(plain, 1300, colour);
          const actual = renderPage(culled, 1300, colour);
          expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
          expect(Buffer.from(actual.pixels).equals(Buffer.from(expected.pixels))).toBe(true);
          const box = { x0: 20, y0: 150, x1: 380, y1: 420 };
          const region = renderRegion(culled, box, 2, false);
          expect(
            Buffer.from(region.pixels).equals(
              Buffer.from(renderRegion(plain, box, 2, false).pixels),
            ),
          ).toBe(true);
        }
      });
    });
  }
});

describe("whether culling pays", () => {
  /** For each page in turn: drawn through a CullingDevice? */
  function culledPages(bytes: Uint8Array): boolean[] {
    const doc = mupdf.Document.openDocument(bytes, "application/pdf");
    const culled: boolean[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const list = page.toDisplayList(true);
      const drawing = pageDrawing(doc, page, list, page.getBounds());
      culled.push(drawing.culling !== null);
      renderPage(drawing, 1300, probeDrawing(list, page.getBounds()).colour);
      list.destroy();
      page.destroy();
    }
    doc.destroy();
    return culled;
  }

  it("goes on culling a printer's pages, whose crop marks it leaves out", () => {
    expect(culledPages(printersPagePdf({ pages: 4 }))).toEqual([true, true, true, true]);
  });

  it("stops after two pages that draw many commands and nothing beyond their view, trying again every 16", () => {
    const culled = culledPages(insetDrawingPdf(36));
    expect(culled.flatMap((yes, page) => (yes ? [page] : []))).toEqual([0, 1, 17, 18, 34, 35]);
  });

  it("takes culling up again when a printer's pages follow pages that did not need it", () => {
    const doc = new mupdf.PDFDocument();
    const covers = new mupdf.PDFDocument(insetDrawingPdf(2));
    const printers = new mupdf.PDFDocument(printersPagePdf({ pages: 20 }));
    for (let i = 0; i < 2; i++) doc.graftPage(-1, covers, i);
    for (let i = 0; i < 20; i++) doc.graftPage(-1, printers, i);
    const culled = culledPages(new Uint8Array(doc.saveToBuffer("").asUint8Array()));
    // Pages 2–16 are drawn directly; the trial at 17 and 18 pays, and culling stays on.
    expect(culled.flatMap((yes, page) => (yes ? [page] : []))).toEqual([0, 1, 17, 18, 19, 20, 21]);
  });

  it("never culls pages that show all they draw", () => {
    expect(culledPages(articlePdf())).toEqual([false]);
  });
});

describe("visibleSubpaths", () => {
  const area: mupdf.Rect = [0, 0, 100, 100];
  const stroke = new mupdf.StrokeState({
    lineCap: "Butt",
    lineJoin: "Miter",
    lineWidth: 2,
    miterLimit: 10,
  });
  const path = (...segments: Array<[number, number, number, number]>) => {
    const built = new mupdf.Path();
    for (const [x0, y0, x1, y1] of segments) {
      built.moveTo(x0, y0);
      built.lineTo(x1, y1);
    }
    return built;
  };

  it("keeps only the subpaths whose stroke reaches into the area", () => {
    const marks = path([-30, 50, -10, 50], [10, 20, 90, 20], [50, 130, 50, 150]);
    const visible = visibleSubpaths(marks, stroke, mupdf.Matrix.identity, area);
    expect(visible).not.toBe(marks);
    // Only the mark inside: its stroke's bounds lie within the area.
    const [x0, y0, x1, y1] = visible?.getBounds(stroke, mupdf.Matrix.identity) ?? [];
    expect(x0).toBeGreaterThan(0);
    expect(y0).toBeGreaterThan(0);
    expect(x1).toBeLessThan(100);
    expect(y1).toBeLessThan(100);
  });

  it("hands back the path itself when all of it may show, and nothing when none can", () => {
    const inside = path([10, 10, 90, 10], [10, 90, 90, 90]);
    expect(visibleSubpaths(inside, stroke, mupdf.Matrix.identity, area)).toBe(inside);
    const straddling = path([-10, 50, 110, 50]);
    expect(visibleSubpaths(straddling, stroke, mupdf.Matrix.identity, area)).toBe(straddling);
    const outside = path([-30, 50, -10, 50], [150, 50, 170, 50]);
    expect(visibleSubpaths(outside, stroke, mupdf.Matrix.identity, area)).toBeNull();
  });
});
