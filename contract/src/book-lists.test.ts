import { describe, expect, it } from "vitest";
import { DASHBOARD_PUBLIC_RANGE, gridPageCount, gridPageRange } from "./book-lists.js";

describe("grid pages", () => {
  it("are 25 books each, both ends included", () => {
    expect(gridPageRange(0)).toEqual({ start: 0, end: 24 });
    expect(gridPageRange(1)).toEqual({ start: 25, end: 49 });
    expect(gridPageRange(3)).toEqual({ start: 75, end: 99 });
  });

  it("start at the first page for a page index that is not a whole number above 0", () => {
    expect(gridPageRange(-2)).toEqual({ start: 0, end: 24 });
    expect(gridPageRange(1.7)).toEqual({ start: 25, end: 49 });
  });

  it("are counted so that an empty list still has one page to say so on", () => {
    expect([0, 1, 25, 26, 50, 51].map(gridPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("make the dashboard's start 0, end 24 the first grid page", () => {
    expect(DASHBOARD_PUBLIC_RANGE).toEqual({ start: 0, end: 24 });
    expect(DASHBOARD_PUBLIC_RANGE).toEqual(gridPageRange(0));
  });
});
