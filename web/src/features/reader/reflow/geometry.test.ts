import { DEFAULT_READER_SETTINGS } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { geometryStyle, reflowGeometry } from "./geometry";

describe("reflowGeometry", () => {
  it("gives a phone one page across the screen, 18 px text and half margins", () => {
    const phone = reflowGeometry({ width: 390, height: 700 }, DEFAULT_READER_SETTINGS);
    expect(phone.single).toBe(true);
    expect(phone.pageWidth).toBe(390);
    expect(phone.fontSize).toBe(18);
    expect(phone.margin).toBe(24);
    expect(phone.contentWidth).toBe(342);
  });

  it("makes a spread where two pages fit, unless the reader asks for one", () => {
    const wide = { width: 1440, height: 760 };
    expect(reflowGeometry(wide, DEFAULT_READER_SETTINGS).single).toBe(false);
    expect(reflowGeometry(wide, { ...DEFAULT_READER_SETTINGS, page_layout: "one" }).single).toBe(
      true,
    );
    const tablet = { width: 700, height: 900 };
    expect(reflowGeometry(tablet, DEFAULT_READER_SETTINGS).single).toBe(true);
    expect(reflowGeometry(tablet, { ...DEFAULT_READER_SETTINGS, page_layout: "two" }).single).toBe(
      false,
    );
  });

  it("changes its key when a setting would break lines elsewhere, not for the page layout", () => {
    const room = { width: 390, height: 700 };
    const base = reflowGeometry(room, DEFAULT_READER_SETTINGS).key;
    expect(reflowGeometry(room, { ...DEFAULT_READER_SETTINGS, font_size: 3 }).key).not.toBe(base);
    expect(reflowGeometry(room, { ...DEFAULT_READER_SETTINGS, page_layout: "two" }).key).toBe(base);
  });

  it("justifies long lines only, and never OpenDyslexic", () => {
    const align = (width: number, font: "literata" | "opendyslexic", font_size = 2) =>
      geometryStyle(
        reflowGeometry({ width, height: 800 }, { ...DEFAULT_READER_SETTINGS, font_size }),
        font,
        "x",
      )["--reflow-align"];
    expect(align(390, "literata")).toBe("start");
    expect(align(1440, "literata")).toBe("justify");
    expect(align(1440, "opendyslexic")).toBe("start");
    // A desktop's page of 602 px holds 25 ems of 24 px type, but under 22 of 28 px type.
    expect(align(1440, "literata", 5)).toBe("justify");
    expect(align(1440, "literata", 6)).toBe("start");
    expect(align(1440, "literata", 7)).toBe("start");
  });
});
