import { describe, expect, it } from "vitest";
import { chunksAround } from "./chunks";

describe("reader chunks", () => {
  it("loads pages 0-19 first and the next chunk ten pages before it is reached", () => {
    expect(chunksAround(0, null)).toEqual([0]);
    expect(chunksAround(8, 2000)).toEqual([0]);
    expect(chunksAround(10, 2000)).toEqual([0, 1]);
    expect(chunksAround(20, 2000)).toEqual([0, 1]);
    expect(chunksAround(22, 2000)).toEqual([1]);
    expect(chunksAround(30, 2000)).toEqual([1, 2]);
  });

  it("never asks past the end of the book", () => {
    expect(chunksAround(14, 15)).toEqual([0]);
    expect(chunksAround(1999, 2000)).toEqual([99]);
    expect(chunksAround(0, 0)).toEqual([0]);
    // A saved page beyond a book that lost pages still loads the last chunk.
    expect(chunksAround(500, 30)).toEqual([1]);
  });
});
