import { describe, expect, it } from "vitest";
import { readingDirection } from "./reading-direction.js";

describe("readingDirection", () => {
  it("turns Hebrew, Arabic and Persian books right to left, whatever the region", () => {
    expect(readingDirection(null, "he")).toBe("rtl");
    expect(readingDirection(null, "ar-EG")).toBe("rtl");
    expect(readingDirection(null, "FA_IR")).toBe("rtl");
  });

  it("turns other and unknown languages left to right", () => {
    expect(readingDirection(null, "en")).toBe("ltr");
    expect(readingDirection(null, "ja")).toBe("ltr");
    expect(readingDirection(null, null)).toBe("ltr");
  });

  it("lets the file's own declaration win over the language", () => {
    expect(readingDirection("rtl", "ja")).toBe("rtl");
    expect(readingDirection("ltr", "ar")).toBe("ltr");
    expect(readingDirection("sideways", "he")).toBe("rtl");
  });
});
