import { readFileSync } from "node:fs";
import * as mupdf from "mupdf";

/**
 * Words as the coverage check counts them: letters and digits, lower case, NFKC; each CJK
 * character counts as a word, since CJK text has no spaces to split on.
 */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}\p{M}]+/gu,
      ) ?? []
  );
}

/**
 * The words of MuPDF's plain text extraction of a PDF, as a reader should find them in the
 * book: words hyphenated at a line end joined again, and running heads (lines at the top
 * or bottom of three or more pages that are the same but for their numbers) and lone page
 * numbers left out, since the book drops those on purpose.
 */
export function referenceWords(path: string, password: string | null): string[] {
  const document = mupdf.Document.openDocument(readFileSync(path), "application/pdf");
  if (document.needsPassword() && password) document.authenticatePassword(password);
  const pages: string[][] = [];
  for (let i = 0; i < document.countPages(); i++) {
    try {
      // Lines trimmed and blank lines dropped before hyphenated words are joined: MuPDF
      // gives each line of an OCR text layer a block of its own, "com- \n\npany".
      const lines = document
        .loadPage(i)
        .toStructuredText("")
        .asText()
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
      pages.push(
        lines
          .join("\n")
          .replace(/(\p{L})[-\u00AD]\n(\p{Ll})/gu, "$1$2")
          .split("\n"),
      );
    } catch {
      pages.push([]);
    }
  }
  const edgeCounts = new Map<string, number>();
  const edges = pages.map((lines) => [...new Set([...lines.slice(0, 2), ...lines.slice(-2)])]);
  for (const lines of edges) {
    for (const line of lines) edgeCounts.set(shape(line), (edgeCounts.get(shape(line)) ?? 0) + 1);
  }
  const isHead = (line: string) =>
    /^(page\s+)?[\divxlcdm]+(\s*(of|\/)\s*\d+)?$/i.test(line) ||
    (edgeCounts.get(shape(line)) ?? 0) >= 3;
  return pages.flatMap((lines, i) => {
    const heads = new Set((edges[i] ?? []).filter(isHead));
    return lines.filter((line) => !heads.has(line)).flatMap(words);
  });
}

function shape(line: string): string {
  return line.toLowerCase().replace(/\d+/g, "").replace(/\s+/g, " ").trim();
}

/**
 * The share of the reference words found in the book, each word counted as often as it
 * occurs. Where spaces fall can differ without any text being lost (numbers inside
 * right-to-left text, stray glyphs in damaged files), so a word that is not a word of the
 * book still counts when it is two or three neighbouring words of the book run together,
 * or part of a longer word of the book.
 */
export function coverage(
  reference: string[],
  book: string[],
): { share: number; missing: string[] } {
  const available = new Map<string, number>();
  for (const word of book) available.set(word, (available.get(word) ?? 0) + 1);
  const runTogether = new Set<string>();
  for (let i = 0; i + 1 < book.length; i++) {
    runTogether.add(`${book[i]}${book[i + 1]}`);
    if (i + 2 < book.length) runTogether.add(`${book[i]}${book[i + 1]}${book[i + 2]}`);
  }
  const distinct = [...available.keys()];
  const missing: string[] = [];
  for (const word of reference) {
    const left = available.get(word) ?? 0;
    if (left > 0) available.set(word, left - 1);
    else if (
      !runTogether.has(word) &&
      !distinct.some((w) => w.length > word.length && w.includes(word))
    ) {
      missing.push(word);
    }
  }
  return { share: reference.length === 0 ? 1 : 1 - missing.length / reference.length, missing };
}

/**
 * A word MuPDF's text ends at a ligature ("fi", "fl", "ff"): some PDFs draw a space after a
 * ligature and move back over it, and MuPDF keeps that space ("fi ve") where the book joins.
 */
const ENDS_IN_LIGATURE = /(?:fi|fl|ff)$/;

/**
 * Words of the book that are not words of MuPDF's text (two words glued, a word cut in
 * two), as a share of the book's words. Words MuPDF joins across a hyphenated line end
 * are MuPDF's words too, and so are its words split after a ligature, joined again.
 */
export function gluedShare(
  reference: string[],
  book: string[],
): { share: number; glued: string[] } {
  const known = new Set(reference);
  reference.forEach((word, i) => {
    const next = reference[i + 1];
    if (next && ENDS_IN_LIGATURE.test(word)) known.add(word + next);
  });
  const glued = book.filter((word) => !known.has(word));
  return { share: book.length === 0 ? 0 : glued.length / book.length, glued };
}

/**
 * Paragraph breaks inside a sentence on one book page (between pages, the layout splits
 * paragraphs on purpose): a body paragraph that goes on in lower case after a paragraph
 * that did not close its sentence. Headings and table rows (cells joined by " · ") are
 * not sentences.
 */
export function breaksInSentences(pageContents: string[]): string[] {
  return pageContents.flatMap((content) => breaksOnPage(content.split("\n\n")));
}

function breaksOnPage(paragraphs: string[]): string[] {
  const breaks: string[] = [];
  for (let i = 1; i < paragraphs.length; i++) {
    const before = paragraphs[i - 1] as string;
    const after = paragraphs[i] as string;
    const prose = (p: string) => !p.startsWith("# ") && !p.includes(" · ");
    if (
      prose(before) &&
      prose(after) &&
      /^\p{Ll}/u.test(after) &&
      !/[.!?:;…]["”’)]?$/u.test(before)
    ) {
      breaks.push(`${before.slice(-40)} ¶ ${after.slice(0, 40)}`);
    }
  }
  return breaks;
}
