import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileMupdf, useCompiledMupdf } from "../src/pipeline/mupdf-module.js";
import { MupdfReset } from "../src/pipeline/mupdf-reset.js";

// This file's MuPDF is instantiated as a page worker's is, so that its memory is at hand:
// nothing may import mupdf before beforeAll (the fixtures do, so they are imported there).
type Mupdf = typeof import("mupdf");
type Fixtures = typeof import("./support/fixtures.js");
let mupdf: Mupdf;
let fixtures: Fixtures;
let memory: WebAssembly.Memory;
let reset: MupdfReset;
/** The memory as a reset leaves it. */
let pristine: Uint8Array;

beforeAll(async () => {
  const instantiated = useCompiledMupdf(await compileMupdf());
  mupdf = await import("mupdf");
  const instance = await instantiated;
  memory = instance.memory;
  reset = new MupdfReset(instance, mupdf);
  reset.reset();
  pristine = new Uint8Array(memory.buffer).slice();
  fixtures = await import("./support/fixtures.js");
});

afterAll(() => {
  delete (globalThis as Record<string, unknown>).$libmupdf_wasm_Module;
});

/** Opens the PDF, renders its first page in grey and reads its text: what a page worker does. */
function readFirstPage(bytes: Uint8Array) {
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  const page = document.loadPage(0);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(1, 1), mupdf.ColorSpace.DeviceGray, false);
  const text = page.toStructuredText("").asText();
  return { document, page, pixmap, pixels: pixmap.getPixels().slice(), text };
}

/** Runs the garbage collector, then the finalizers it queued (they run as tasks). */
async function collectGarbage(): Promise<void> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether MuPDF's memory is byte for byte as the first reset left it, and zero beyond. */
function isPristine(): boolean {
  const now = new Uint8Array(memory.buffer);
  for (let at = 0; at < now.length; at++) {
    if (now[at] !== (pristine[at] ?? 0)) return false;
  }
  return true;
}

describe("MupdfReset", () => {
  it("leaves nothing of a PDF read before it in MuPDF's memory", () => {
    // pagesPdf's first page begins with LOREM[1].
    const words = fixtures.LOREM[1]?.split(" ").slice(0, 3).join(" ") ?? "";
    const read = readFirstPage(fixtures.pagesPdf(40));
    expect(read.text).toContain(words);
    // Reading it left its text in MuPDF's memory...
    expect(Buffer.from(memory.buffer).includes(words)).toBe(true);
    reset.reset();
    // ...of which nothing is left: the text is gone with the rest.
    expect(isPristine()).toBe(true);
    expect(Buffer.from(memory.buffer).includes(words)).toBe(false);
  });

  it("lets wrappers from before a reset release nothing when destroyed", () => {
    const before = readFirstPage(fixtures.articlePdf());
    reset.reset();
    // Read again from the same start, the PDF's objects lie where the stale wrappers point.
    const after = readFirstPage(fixtures.articlePdf());
    expect(after.document.pointer).toBe(before.document.pointer);
    // Releasing the stale wrappers would free the new objects under the new ones' feet.
    before.pixmap.destroy();
    before.page.destroy();
    before.document.destroy();
    const again = after.page.toPixmap(mupdf.Matrix.scale(1, 1), mupdf.ColorSpace.DeviceGray, false);
    expect(after.page.toStructuredText("").asText()).toBe(before.text);
    expect(again.getPixels()).toEqual(before.pixels);
    // The new wrappers are released as usual.
    for (const wrapper of [again, after.pixmap, after.page, after.document]) wrapper.destroy();
    expect(after.document.pointer).toBe(0);
    reset.reset();
  });

  it("lets wrappers from before a reset release nothing when collected", async () => {
    // Made and dropped in a function of their own, so that the collector can take them.
    const pointer = (() => readFirstPage(fixtures.articlePdf()).document.pointer)();
    reset.reset();
    const after = readFirstPage(fixtures.articlePdf());
    expect(after.document.pointer).toBe(pointer);
    await collectGarbage();
    expect(after.page.toStructuredText("").asText()).toContain("The Art of Binding");
    for (const wrapper of [after.pixmap, after.page, after.document]) wrapper.destroy();
    reset.reset();
  });

  it("keeps mupdf.js's own colour spaces, made before it, valid after every reset", () => {
    reset.reset();
    reset.reset();
    const { pixmap, page, document } = readFirstPage(fixtures.articlePdf());
    expect(pixmap.getColorSpace()?.getName()).toBe(mupdf.ColorSpace.DeviceGray.getName());
    pixmap.destroy();
    page.destroy();
    document.destroy();
  });
});
