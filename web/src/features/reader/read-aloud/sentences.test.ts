import { ITALIC_END, ITALIC_START } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import {
  isPageNumber,
  pageSentences,
  readableParagraphs,
  type SpeechPage,
  sentenceAt,
  wordSpan,
} from "./sentences";

const page = (order: number, content: string, continues = false): SpeechPage => ({
  page_order: order,
  page_content: content,
  continues_paragraph: continues,
});

const bookOf = (pages: SpeechPage[]) => (order: number) =>
  pages.find((candidate) => candidate.page_order === order);

describe("pageSentences", () => {
  it("cuts a page into its sentences in reading order, headings apart", () => {
    const book = bookOf([
      page(0, "# Chapter One\n\nIt was late. The lamp was lit! Was the ship there?\n\nNo."),
    ]);
    expect(pageSentences(0, book, "en").map((sentence) => sentence.text)).toEqual([
      "Chapter One",
      "It was late.",
      "The lamp was lit!",
      "Was the ship there?",
      "No.",
    ]);
  });

  it("says where each sentence stands in its paragraph's text", () => {
    const [, second] = pageSentences(0, bookOf([page(0, "One two. Three four.")]), "en");
    expect(second?.spans).toEqual([{ page: 0, paragraph: 0, start: 9, end: 20 }]);
  });

  it("reads italics as text and counts offsets without their markers", () => {
    const text = `A ${ITALIC_START}quiet${ITALIC_END} night. Then rain.`;
    const sentences = pageSentences(0, bookOf([page(0, text)]), "en");
    expect(sentences.map((sentence) => sentence.text)).toEqual(["A quiet night.", "Then rain."]);
    expect(sentences[1]?.spans[0]).toMatchObject({ start: 15, end: 25 });
  });

  it("leaves footnote markers unsaid but keeps their place in the text", () => {
    const sentences = pageSentences(
      0,
      bookOf([page(0, "The keeper wrote it down.¹ He slept³ at dawn[12]. Then*, nothing†.")]),
      "en",
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "The keeper wrote it down.",
      "He slept at dawn.",
      "Then, nothing.",
    ]);
  });

  it("skips page numbers and running heads the conversion left", () => {
    const book = bookOf([
      page(0, "THE LIGHTHOUSE\n\nFirst page text.\n\n12"),
      page(1, "THE LIGHTHOUSE\n\nSecond page text.\n\n- 13 -"),
    ]);
    expect(pageSentences(1, book, "en").map((sentence) => sentence.text)).toEqual([
      "Second page text.",
    ]);
  });

  it("reads a sentence split over a page's end as one, on the page it starts", () => {
    const book = bookOf([
      page(0, "Before. The sea ran high under a"),
      page(1, "low grey sky. After.", true),
    ]);
    const first = pageSentences(0, book, "en");
    expect(first.map((sentence) => sentence.text)).toEqual([
      "Before.",
      "The sea ran high under a low grey sky.",
    ]);
    expect(first[1]?.spans).toEqual([
      { page: 0, paragraph: 0, start: 8, end: 32 },
      { page: 1, paragraph: 0, start: 0, end: 13 },
    ]);
    expect(pageSentences(1, book, "en").map((sentence) => sentence.text)).toEqual(["After."]);
  });

  it("uses the book's language's rules", () => {
    const text = "彼は来た。雨が降った。";
    expect(pageSentences(0, bookOf([page(0, text)]), "ja").map((s) => s.text)).toEqual([
      "彼は来た。",
      "雨が降った。",
    ]);
  });

  it("answers no sentences for a page without text or not loaded", () => {
    expect(pageSentences(0, bookOf([page(0, "")]), "en")).toEqual([]);
    expect(pageSentences(3, bookOf([]), "en")).toEqual([]);
    expect(pageSentences(0, bookOf([page(0, "— * —")]), "en")).toEqual([]);
  });
});

describe("page furniture", () => {
  it("knows folios but not numbers inside text", () => {
    for (const folio of ["12", "- 12 -", "Page 3", "3 of 10", "(4)"]) {
      expect(isPageNumber(folio)).toBe(true);
    }
    for (const text of ["12 men came.", "1984", "Chapter 3"]) {
      expect({ text, folio: isPageNumber(text) }).toEqual({ text, folio: text === "1984" });
    }
  });

  it("keeps a short first line that does not repeat on the next page", () => {
    const first = page(0, "A short line\n\nBody.");
    const next = page(1, "Other line\n\nBody.");
    expect(readableParagraphs(first, [next]).map((p) => p.text)).toEqual(["A short line", "Body."]);
  });
});

describe("wordSpan and sentenceAt", () => {
  const sentences = pageSentences(0, bookOf([page(0, "One two. Three¹ four.")]), "en");

  it("maps a boundary in what is said back onto the text", () => {
    const second = sentences[1];
    if (!second) throw new Error("no second sentence");
    expect(second.text).toBe("Three four.");
    // "four" is said at 6 and stands at 16 in the text (after the raised 1).
    expect(wordSpan(second, 6, 4)).toEqual({ page: 0, paragraph: 0, start: 16, end: 20 });
    expect(wordSpan(second, 0)).toEqual({ page: 0, paragraph: 0, start: 9, end: 14 });
  });

  it("finds the sentence holding a point of the text", () => {
    expect(sentenceAt(sentences, { page: 0, paragraph: 0, offset: 3 })).toBe(0);
    expect(sentenceAt(sentences, { page: 0, paragraph: 0, offset: 12 })).toBe(1);
    expect(sentenceAt(sentences, { page: 0, paragraph: 1, offset: 0 })).toBe(-1);
  });
});
