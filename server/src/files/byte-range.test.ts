import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.js";

describe("parseByteRange", () => {
  it("reads the three forms of one byte range", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("clips an end past the file and a suffix longer than it", () => {
    expect(parseByteRange("bytes=500-5000", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("is unsatisfiable from past the end, for an empty suffix or an empty file", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=1000-1200", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("ignores what it does not serve: no header, other units, several ranges, nonsense", () => {
    for (const header of [
      undefined,
      "",
      "items=0-1",
      "bytes=0-1,4-5",
      "bytes=-",
      "bytes=5-2",
      "bytes=a-b",
    ]) {
      expect(parseByteRange(header, 1000)).toBeNull();
    }
  });
});
