import { describe, expect, it } from "vitest";
import {
  DEFAULT_READER_SETTINGS,
  readerSettingsFrom,
  usesBookTypography,
} from "./reader-settings-rules.js";

describe("readerSettingsFrom", () => {
  it("keeps every valid field and replaces only the invalid ones by their defaults", () => {
    expect(
      readerSettingsFrom({
        font_size: 7,
        line_spacing: "relaxed",
        margins: "huge",
        font: "opendyslexic",
        page_layout: 2,
        read_aloud_rate: 7,
        read_aloud_voices: { en: "Daniel", fr: 3 },
        read_aloud_sleep: "45",
      }),
    ).toEqual({
      font_size: 7,
      line_spacing: "relaxed",
      margins: "normal",
      font: "opendyslexic",
      page_layout: "auto",
      read_aloud_rate: 1,
      read_aloud_voices: {},
      read_aloud_sleep: "off",
    });
    expect(
      readerSettingsFrom({
        read_aloud_rate: 2.5,
        read_aloud_voices: { en: "Daniel" },
        read_aloud_sleep: "chapter",
      }),
    ).toMatchObject({
      read_aloud_rate: 2.5,
      read_aloud_voices: { en: "Daniel" },
      read_aloud_sleep: "chapter",
    });
    expect(readerSettingsFrom({ font_size: 8 }).font_size).toBe(DEFAULT_READER_SETTINGS.font_size);
    expect(readerSettingsFrom({ font_size: 1.5 }).font_size).toBe(
      DEFAULT_READER_SETTINGS.font_size,
    );
  });

  it("answers the defaults for anything that is not a settings object", () => {
    for (const value of [null, "18px", 3, undefined]) {
      expect(readerSettingsFrom(value)).toEqual(DEFAULT_READER_SETTINGS);
    }
  });

  it("tells the book's own type from any other, whatever the page layout", () => {
    expect(usesBookTypography({ ...DEFAULT_READER_SETTINGS, page_layout: "one" })).toBe(true);
    expect(usesBookTypography({ ...DEFAULT_READER_SETTINGS, margins: "wide" })).toBe(false);
  });
});
