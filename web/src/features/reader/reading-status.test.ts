import { describe, expect, it } from "vitest";
import { readingStatus, wordCount } from "./reading-status";

const entries = [
  { title: "One", page_order: 0, level: 0 },
  { title: "Two", page_order: 10, level: 0 },
];

describe("readingStatus", () => {
  it("gives the share of the book read and the minutes left in the chapter", () => {
    // Pages 4-9 of chapter one left, 230 words each: six minutes.
    expect(readingStatus({ page: 4, count: 20, entries, wordsOnPage: 230 })).toEqual([
      "25%",
      "6 min left in chapter",
    ]);
    // The last chapter ends with the book; a minute at least.
    expect(readingStatus({ page: 19, count: 20, entries, wordsOnPage: 10 })).toEqual([
      "100%",
      "1 min left in chapter",
    ]);
  });

  it("leaves the time out until the contents and the page are there", () => {
    expect(readingStatus({ page: 0, count: 4, entries: undefined, wordsOnPage: 100 })).toEqual([
      "25%",
    ]);
    expect(readingStatus({ page: 0, count: 4, entries, wordsOnPage: null })).toEqual(["25%"]);
    expect(readingStatus({ page: 0, count: 0, entries, wordsOnPage: 1 })).toEqual([]);
  });

  it("counts words between spaces and line breaks", () => {
    expect(wordCount("  The lamp\n\nwas lit. ")).toBe(4);
  });
});
