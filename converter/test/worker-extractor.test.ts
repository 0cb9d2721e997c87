import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ShapedPieces } from "../src/layout/shaped-pieces.js";
import { createOutputFolders } from "../src/pdf/output-files.js";
import { prepareConversion } from "../src/pipeline/convert-pdf.js";
import {
  pageWorkersWaiting,
  startPageWorkersAhead,
  WorkerExtractor,
} from "../src/pipeline/worker-extractor.js";
import { tempDir } from "./support/book.js";
import { articlePdf, LOREM, pagesPdf, picturePdf, slowFirstPagePdf } from "./support/fixtures.js";

/** Two page workers on the PDF, writing images to outDir. */
function startExtractor(
  bytes: Uint8Array,
  outDir: string,
  sampleFontSizes = true,
): Promise<WorkerExtractor> {
  return WorkerExtractor.start(
    {
      bytes,
      password: undefined,
      maxPages: 2000,
      sampleFontSizes,
      outDir,
      imageBacklog: 4,
      ocr: false,
      ocrBudgetMs: 0,
      ocrPagesLeft: null,
      unpackLimitMb: null,
    },
    2,
  );
}

describe("WorkerExtractor", () => {
  it("settles open() when closed while its workers are still opening the document", async () => {
    const extractor = await startExtractor(pagesPdf(30), tempDir());
    const opening = extractor.open().then(
      () => "opened",
      (error: Error) => error.message,
    );
    await extractor.close();
    const hung = new Promise((resolve) => setTimeout(() => resolve("still opening"), 5000));
    // Closed before the workers could start, it fails; had they opened first, it would
    // have resolved. It must not wait forever (an aborted conversion would never end).
    expect(["extractor closed", "opened"]).toContain(await Promise.race([opening, hung]));
  });

  it("reads pages on workers started ahead of the document, as on new ones", async () => {
    // Three started ahead, two asked for: the surplus one is stopped, the others used.
    await startPageWorkersAhead(3);
    expect(pageWorkersWaiting()).toBe(3);
    const outDir = tempDir();
    await createOutputFolders(outDir);
    const extractor = await startExtractor(pagesPdf(4), outDir);
    expect(pageWorkersWaiting()).toBe(0);
    try {
      expect((await extractor.open()).pageCount).toBe(4);
      const pages = await Promise.all([0, 1, 2, 3].map((index) => extractor.extract(index, false)));
      await extractor.drain();
      pages.forEach((page, index) => {
        const firstWords = (LOREM[(index + 1) % LOREM.length] as string).split(" ").slice(0, 3);
        expect(page.lines[0]?.text).toContain(firstWords.join(" "));
        expect(existsSync(join(outDir, page.snapshot?.file ?? "missing"))).toBe(true);
      });
    } finally {
      await extractor.close();
    }
  });

  it("are started ahead before the converting thread shapes text, which would hold them up", async () => {
    const waitingAtEachShaping: number[] = [];
    const learn = vi.spyOn(ShapedPieces.prototype, "learnText").mockImplementation(() => {
      waitingAtEachShaping.push(pageWorkersWaiting());
    });
    try {
      await prepareConversion(2);
    } finally {
      learn.mockRestore();
    }
    expect(waitingAtEachShaping.length).toBeGreaterThan(0);
    expect(waitingAtEachShaping[0]).toBe(2);
    // Taken and stopped, as a conversion would.
    const extractor = await startExtractor(pagesPdf(1), tempDir());
    expect(pageWorkersWaiting()).toBe(0);
    await extractor.close();
  });

  it("reads the PDF on workers taken while they still practise, which then say they are ready", async () => {
    const ahead = startPageWorkersAhead(2);
    // Started, not yet loaded: the document arrives before or during their practice.
    await expect.poll(() => pageWorkersWaiting()).toBe(2);
    const outDir = tempDir();
    await createOutputFolders(outDir);
    const extractor = await startExtractor(pagesPdf(4), outDir);
    try {
      expect((await extractor.open()).pageCount).toBe(4);
      const pages = await Promise.all([0, 1, 2, 3].map((index) => extractor.extract(index, false)));
      await extractor.drain();
      const firstWords = (text = "") => text.split(" ").slice(0, 3).join(" ");
      expect(pages.map((page) => firstWords(page.lines[0]?.text))).toEqual(
        [1, 2, 3, 4].map((i) => firstWords(LOREM[i % LOREM.length])),
      );
      await ahead;
    } finally {
      await extractor.close();
    }
  });

  it("keeps the other workers reading while one takes long over a page", async () => {
    const outDir = tempDir();
    await createOutputFolders(outDir);
    const extractor = await startExtractor(slowFirstPagePdf(8), outDir, false);
    try {
      await extractor.open();
      const finished: number[] = [];
      const indexes = [0, 1, 2, 3, 4, 5, 6, 7];
      await Promise.all(
        indexes.map((index) => extractor.extract(index, false).then(() => finished.push(index))),
      );
      // The first page's worker holds it and one more; every other page goes to the
      // worker that is free, rather than waiting its turn behind the first.
      expect(finished.indexOf(0)).toBeGreaterThanOrEqual(6);
      await extractor.drain();
    } finally {
      await extractor.close();
    }
  });
  it("reads the next PDF on the workers that read the last one to its end, as new ones would", async () => {
    /** Reads every page of the PDF, closing with `reuse`; the pages and their snapshots. */
    const readAll = async (bytes: Uint8Array, reuse: boolean) => {
      const outDir = tempDir();
      await createOutputFolders(outDir);
      const extractor = await startExtractor(bytes, outDir);
      try {
        const { pageCount } = await extractor.open();
        const indexes = Array.from({ length: pageCount }, (_, index) => index);
        const pages = await Promise.all(indexes.map((index) => extractor.extract(index, false)));
        await extractor.drain();
        const snapshots = pages.map((page) =>
          readFileSync(join(outDir, page.snapshot?.file ?? "")),
        );
        return { pages, snapshots };
      } finally {
        await extractor.close(reuse);
      }
    };
    // Workers left waiting by earlier tests are taken and stopped first.
    await readAll(pagesPdf(2), false);
    expect(pageWorkersWaiting()).toBe(0);

    await readAll(articlePdf(), true);
    expect(pageWorkersWaiting()).toBe(2);
    const kept = await readAll(picturePdf(), false);
    // The kept workers read it, and were stopped after it.
    expect(pageWorkersWaiting()).toBe(0);
    const fresh = await readAll(picturePdf(), false);
    expect(kept.pages.length).toBeGreaterThan(0);
    expect(kept.pages).toEqual(fresh.pages);
    expect(kept.snapshots).toEqual(fresh.snapshots);
  });

  it("stops the workers of a conversion that did not read its PDF to the end", async () => {
    const extractor = await startExtractor(pagesPdf(6), tempDir());
    await extractor.open();
    await extractor.close();
    expect(pageWorkersWaiting()).toBe(0);
  });
});
