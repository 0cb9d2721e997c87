import type { ContentsEntry } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { currentEntryIndex } from "./contents-position";
import { parsePageNumber } from "./go-to-page";
import { splitMarked, wordPattern } from "./marked-text";
import { snippetParts } from "./snippet-parts";
import { searchFromHash } from "./use-reader-panels";

const marked = (parts: Array<{ text: string; marked: boolean }>) =>
  parts.filter((part) => part.marked).map((part) => part.text);

describe("marking a search hit's words on its page", () => {
  it("marks whole words in any case, the longest first, and leaves the text whole", () => {
    const text = "The Keeper kept the keeper's ledger; keepers keep (keep?) it.";
    const parts = splitMarked(text, wordPattern(["keeper", "keep"]));
    expect(marked(parts)).toEqual(["Keeper", "keeper", "keep", "keep"]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
  });

  it("treats the words as text, never as a pattern", () => {
    expect(marked(splitMarked("axb a.b aab a+b (c)", wordPattern(["a.b", "a+b", "(c)"])))).toEqual([
      "a.b",
      "a+b",
      "(c)",
    ]);
    expect(splitMarked("nothing to mark", wordPattern([" ", ""]))).toEqual([
      { text: "nothing to mark", marked: false },
    ]);
  });

  it("marks words of other scripts as whole words too", () => {
    expect(marked(splitMarked("Война и мир, войнами", wordPattern(["война"])))).toEqual(["Война"]);
  });
});

describe("a search snippet's highlights", () => {
  it("marks the answer's [start, end) offsets, clipped to the snippet", () => {
    const parts = snippetParts("a schooner ran aground", [
      [15, 22],
      [2, 10],
      [20, 99],
    ]);
    expect(parts).toEqual([
      { text: "a ", marked: false },
      { text: "schooner", marked: true },
      { text: " ran ", marked: false },
      { text: "aground", marked: true },
    ]);
  });
});

describe("the section the reader is in", () => {
  const entries: ContentsEntry[] = [
    { title: "One", page_order: 2, level: 0 },
    { title: "One, a", page_order: 5, level: 1 },
    { title: "Two", page_order: 9, level: 0 },
  ];
  it("is the last entry starting on or before the page", () => {
    expect([0, 2, 4, 5, 8, 9, 400].map((page) => currentEntryIndex(entries, page))).toEqual([
      -1, 0, 0, 1, 1, 2, 2,
    ]);
  });
});

describe("go to page", () => {
  it("takes the printed number and answers the page index", () => {
    expect(parsePageNumber(" 12 ", 20)).toEqual({ page: 11 });
    expect(parsePageNumber("1", 1)).toEqual({ page: 0 });
  });
  it("says what to type for anything else", () => {
    expect(parsePageNumber("21", 20)).toEqual({
      problem: "There is no page 21: this book has pages from 1 to 20.",
    });
    expect(parsePageNumber("0", 20)).toEqual({
      problem: "There is no page 0: this book has pages from 1 to 20.",
    });
    for (const typed of ["", "seven", "-3", "2.5"]) {
      expect(parsePageNumber(typed, 20)).toEqual({ problem: "Enter a page number from 1 to 20." });
    }
  });
});

describe("#search= in the address", () => {
  it("is the search to open with", () => {
    expect(searchFromHash("#search=lantern%20keeper")).toBe("lantern keeper");
    expect(searchFromHash("#search=a+b")).toBe("a b");
    expect(searchFromHash("#other=1")).toBe("");
    expect(searchFromHash("")).toBe("");
  });
});
