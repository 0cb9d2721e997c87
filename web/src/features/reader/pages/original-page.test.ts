import { READER_CHUNK_PAGES } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { bookPageOfOriginal } from "./original-page";

/** A book of `count` book pages, three to each original page, skipping original page 10. */
function book(count: number) {
  const pages = Array.from({ length: count }, (_, order) => {
    const original = Math.floor(order / 3);
    return { page_order: order, page_number: original >= 10 ? original + 1 : original };
  });
  const asked: number[] = [];
  const chunk = async (index: number) => {
    asked.push(index);
    return pages.slice(index * READER_CHUNK_PAGES, (index + 1) * READER_CHUNK_PAGES);
  };
  return { chunk, asked };
}

describe("bookPageOfOriginal", () => {
  it("finds the first book page made from an original page, in a few chunks", async () => {
    const { chunk, asked } = book(300);
    expect(await bookPageOfOriginal({ original: 0, count: 300, chunk })).toBe(0);
    expect(await bookPageOfOriginal({ original: 7, count: 300, chunk })).toBe(21);
    expect(await bookPageOfOriginal({ original: 60, count: 300, chunk })).toBe(177);
    asked.length = 0;
    expect(await bookPageOfOriginal({ original: 95, count: 300, chunk })).toBe(282);
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it("goes to the next book page for an original page without one, the last past the end", async () => {
    const { chunk } = book(300);
    expect(await bookPageOfOriginal({ original: 10, count: 300, chunk })).toBe(30);
    expect(await bookPageOfOriginal({ original: 500, count: 300, chunk })).toBe(299);
  });
});
