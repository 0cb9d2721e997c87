import { describe, expect, it } from "vitest";
import { pageLabel, reflowedPageLabel } from "./page-label";

describe("pageLabel", () => {
  it("names the pages on show, counted from 1", () => {
    expect(pageLabel({ position: 0, count: 669, single: false, original: false })).toBe(
      "Pages 1–2 of 669",
    );
    expect(pageLabel({ position: 668, count: 669, single: false, original: false })).toBe(
      "Page 669 of 669",
    );
    expect(pageLabel({ position: 4, count: 669, single: true, original: false })).toBe(
      "Page 5 of 669",
    );
    expect(pageLabel({ position: 2, count: 352, single: false, original: true })).toBe(
      "Original pages 3–4 of 352",
    );
    expect(pageLabel({ position: 0, count: 0, single: false, original: false })).toBe(
      "No pages yet",
    );
  });

  it("names the book page and the screen within it in the reflowed view", () => {
    expect(reflowedPageLabel({ page: 14, count: 218, at: 2, of: 3 })).toBe("Page 15 of 218 · 2/3");
    expect(reflowedPageLabel({ page: 14, count: 218, at: 1, of: 1 })).toBe("Page 15 of 218");
  });
});
