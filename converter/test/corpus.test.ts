import { describe, expect, it } from "vitest";
import { ConversionError, convertPdf, measureBookPage } from "../src/index.js";
import { altTexts, bookText, paragraphs, tempDir } from "./support/book.js";
import { CORPUS_DIR, type CorpusFile, corpusAvailable, readCorpusIndex } from "./support/corpus.js";
import { breaksInSentences, coverage, gluedShare, referenceWords, words } from "./support/words.js";

/**
 * Every real PDF of the shared corpus becomes a book or fails with a clear
 * ConversionError, never a crash; books keep at least 98% of the words MuPDF extracts
 * and no page overflows its box.
 */
// The corpus sits beside the repository on development machines; a clone elsewhere
// (some CI checkouts) has none, and these tests are then skipped, saying so.
const available = corpusAvailable();
if (!available) console.warn(`Skipping the corpus tests: ${CORPUS_DIR} not found.`);

/** The files of running text, whose words and sentences the book must keep as MuPDF reads them. */
const TEXT_KINDS = new Set(["text", "multicolumn", "mixed"]);

/**
 * Text files that do not yet pass a check, and why: each keeps issue 26 open. The
 * thresholds themselves are not relaxed for them.
 */
const KNOWN_EXCEPTIONS: Record<string, { glued?: string; breaks?: string }> = {
  "freeculture.pdf": {
    breaks:
      "9 breaks that are not in sentences but look so: speakers of a hearing transcript in " +
      "small capitals ('who observed,' then 'justice kennedy: Well'), index entries in lower " +
      "case ('cable television, 59–61'), a paragraph opening with the name 'eMusic'",
  },
  "linearized_with_object_streams.pdf": {
    breaks:
      "70 breaks in the IRS instructions: running heads whose numbers are form lines, not " +
      "pages ('2013 Form 1040—Lines 20a Through 21'), left in the text; a privacy notice " +
      "read across its columns in places ('re- ¶ who you are'); worksheet rows, lists of " +
      "business codes and 'or' lines",
  },
};

/**
 * Lines MuPDF reads whole (`mutool draw -F txt`) in the multi-column files and beside
 * tracemonkey's diagram: each must stand whole in one paragraph of the book, not be read
 * across a gutter nor cut by a figure's labels. (The corpus has no file of display maths.)
 */
const READING_ORDER: Record<string, string[]> = {
  "multicolumn.pdf": [
    "itudin vel, wisi. Morbi auctor lorem non justo. Nam",
    "sem dictum tortor, vel consectetuer odio sem sed wisi.",
  ],
  "tracemonkey.pdf": [
    "flow is different, or a value of a different type is generated), the",
    "the outer loop reaches the inner loop header, the system tries to call",
    "which describes the activities TraceMonkey performs and when it",
    "with nested loops. The narrative should be read along with Figure 2,",
  ],
  "linearized_with_object_streams.pdf": [
    "entering the postal code and the name of",
    "turn. They can file a joint return even if",
  ],
};

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
      // Where the index gives no page count, the book still counts the PDF's pages.
      if (entry.pages === null) expect(result.originalPagesCount).toBeGreaterThan(0);
      else expect(result.originalPagesCount).toBe(entry.pages);
      expect(result.snapshots.length).toBe(result.originalPagesCount);
      for (const page of result.pages) expect(measureBookPage(page).overflows).toBe(false);

      const reference = referenceWords(entry.path, entry.password);
      // A figure kept as a picture keeps its words as the picture's alternative text.
      const bookWords = words(`${bookText(result.pages)}\n\n${altTexts(result.pages)}`);
      const { share, missing } = coverage(reference, bookWords);
      expect(share, `missing words: ${missing.slice(0, 30).join(" ")}`).toBeGreaterThanOrEqual(
        0.98,
      );
      if (!TEXT_KINDS.has(entry.kind)) return;
      const exception = KNOWN_EXCEPTIONS[entry.file];
      const glued = gluedShare(reference, bookWords);
      const breaks = breaksInSentences(result.pages.map((page) => page.page_content));
      console.info(
        `${entry.file}: coverage ${(share * 100).toFixed(2)}%, glued ${(glued.share * 100).toFixed(2)}% (${glued.glued.slice(0, 12).join(" ")}), ${breaks.length} breaks in sentences${breaks.length ? `: ${breaks.slice(0, 3).join(" | ")}` : ""}`,
      );
      if (!exception?.glued) {
        expect(glued.share, `glued: ${glued.glued.slice(0, 30).join(" ")}`).toBeLessThanOrEqual(
          0.005,
        );
      }
      if (!exception?.breaks) {
        expect(breaks, "paragraph breaks inside sentences").toEqual([]);
      }
      const normal = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();
      const bookParagraphs = paragraphs(result.pages).map(normal);
      for (const line of READING_ORDER[entry.file] ?? []) {
        const whole = bookParagraphs.some((paragraph) => paragraph.includes(normal(line)));
        expect(whole, `"${line}" in one paragraph`).toBe(true);
      }
    });
  }
});
