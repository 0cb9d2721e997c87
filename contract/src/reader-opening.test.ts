import { describe, expect, it } from "vitest";
import {
  defaultTheme,
  parseReaderPageParam,
  readerChunkOf,
  readerChunkRange,
  visitorReaderRequests,
} from "./reader-opening.js";

describe("the reader's opening", () => {
  it("reads the printed page of the address, counted from 1", () => {
    expect(["1", "25", "0", "-3", "2.5", "x", "12345678"].map(parseReaderPageParam)).toEqual([
      0,
      24,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(parseReaderPageParam(null)).toBeNull();
  });

  it("aligns chunks of 20 pages, both ends included", () => {
    expect(readerChunkRange(0)).toEqual({ start: 0, end: 19 });
    expect(readerChunkRange(3)).toEqual({ start: 60, end: 79 });
    expect([0, 19, 20, 39, 40].map(readerChunkOf)).toEqual([0, 0, 1, 1, 2]);
  });

  it("asks for the aligned chunk holding the page, and the guest themes", () => {
    expect(readerChunkRange(readerChunkOf(24))).toEqual({ start: 20, end: 39 });
    expect(visitorReaderRequests("a b", 0)).toEqual({
      chunk: "/api/v1/pdf_parser/books/a%20b/?start=0&end=19",
      themes: "/api/v1/pdf_parser/themes/guest/",
    });
  });

  it("defaults to the first theme one may use", () => {
    const themes = [
      { id: "locked", is_available: 0 as const },
      { id: "free", is_available: 1 as const },
      { id: "later", is_available: 1 as const },
    ];
    expect(defaultTheme(themes)?.id).toBe("free");
    expect(defaultTheme(themes.slice(0, 1))).toBeNull();
  });
});
