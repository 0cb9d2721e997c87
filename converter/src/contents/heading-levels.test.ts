import { describe, expect, it } from "vitest";
import { headingLevels } from "./heading-levels.js";

describe("headingLevels", () => {
  it("puts chapters under the books or parts that hold them", () => {
    expect(
      headingLevels([
        "WAR AND PEACE",
        "BOOK ONE: 1805",
        "CHAPTER I",
        "CHAPTER II",
        "FIRST EPILOGUE",
      ]),
    ).toEqual([0, 0, 1, 1, 0]);
    expect(headingLevels(["Volume I", "Part One", "Chapter 1", "Letter 2"])).toEqual([0, 1, 2, 2]);
  });

  it("keeps the chapters of a book without parts at the top", () => {
    expect(
      headingLevels(["Contents", "CHAPTER 1. Loomings.", "CHAPTER 2. The Carpet-Bag."]),
    ).toEqual([0, 0, 0]);
    expect(headingLevels(["I.", "II.", "Preface"])).toEqual([0, 0, 0]);
  });

  it("nests numbered sections by their numbers, below the innermost division", () => {
    expect(headingLevels(["1 Introduction", "1.1 Motivation", "1.1.2 Scope", "2 Methods"])).toEqual(
      [0, 1, 2, 0],
    );
    expect(headingLevels(["Part I", "Chapter 3", "3.1 Setting", "Notes"])).toEqual([0, 1, 2, 0]);
  });

  it("reads no number into a heading that only starts with one", () => {
    expect(headingLevels(["1984", "2001: A Space Odyssey", "Partly Cloudy", "Booker"])).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
