import { describe, expect, it } from "vitest";
import { ConversionError, convertPdf, measureBookPage } from "../src/index.js";
import { bookText, tempDir } from "./support/book.js";
import { CORPUS_DIR, type CorpusFile, corpusAvailable, readCorpusIndex } from "./support/corpus.js";
import { coverage, referenceWords, words } from "./support/words.js";

/**
 * Every real PDF of the shared corpus becomes a book or fails with a clear
 * ConversionError, never a crash; books keep at least 98% of the words MuPDF extracts
 * and no page overflows its box.
 */
// The corpus sits beside the repository on development machines; a clone elsewhere
// (some CI checkouts) has none, and these tests are then skipped, saying so.
const available = corpusAvailable();
if (!available) console.warn(`Skipping the corpus tests: ${CORPUS_DIR} not found.`);

describe.skipIf(!available)("corpus", () => {
  const outDir = tempDir();

  // One placeholder entry when absent, so the skipped suite still lists a test.
  const entries: CorpusFile[] = available
    ? readCorpusIndex()
    : [{ file: "INDEX.tsv", path: CORPUS_DIR, kind: "missing", pages: null, password: null }];
  for (const entry of entries) {
    it(`converts ${entry.file} (${entry.kind})`, async () => {
      const options = {
        outDir: `${outDir}/${entry.file}`,
        concurrency: (entry.pages ?? 0) > 20 ? 2 : 1,
      };
      if (entry.kind === "encrypted") {
        const locked = await convertPdf(entry.path, options).catch((error: unknown) => error);
        expect(locked).toBeInstanceOf(ConversionError);
        expect((locked as ConversionError).code).toBe("encrypted");
        expect((locked as ConversionError).userMessage).toBe("This PDF is password-protected.");
      }
      const password = entry.password ?? undefined;
      let result: Awaited<ReturnType<typeof convertPdf>>;
      try {
        result = await convertPdf(entry.path, { ...options, password });
      } catch (error) {
        // Only damaged files may fail, and only with a message a user can read.
        expect(error).toBeInstanceOf(ConversionError);
        expect(entry.kind).toBe("broken");
        expect((error as ConversionError).code).toBe("broken");
        return;
      }
      expect(result.pages.length).toBeGreaterThan(0);
      expect(result.originalPagesCount).toBe(entry.pages ?? result.originalPagesCount);
      expect(result.snapshots.length).toBe(result.originalPagesCount);
      for (const page of result.pages) expect(measureBookPage(page).overflows).toBe(false);

      const { share, missing } = coverage(
        referenceWords(entry.path, entry.password),
        words(bookText(result.pages)),
      );
      expect(share, `missing words: ${missing.slice(0, 30).join(" ")}`).toBeGreaterThanOrEqual(
        0.98,
      );
    });
  }
});
