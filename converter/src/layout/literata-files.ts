import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Where the book font lives. The reader loads the same @fontsource/literata files through
 * CSS @font-face rules, one file per Unicode subset, so measuring with these files gives
 * the widths the browser lays out with.
 */
export interface FontSubset {
  name: string;
  /** Inclusive code point ranges of the subset's unicode-range. */
  ranges: Array<[number, number]>;
  /** The file of a weight, upright or italic (the reader loads both for body text). */
  file(weight: number, italic: boolean): string;
}

const require = createRequire(import.meta.url);

function packageDir(): string {
  return dirname(require.resolve("@fontsource/literata/package.json"));
}

function parseUnicodeRange(css: string): Array<[number, number]> {
  return css.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from ?? "", 16);
    const end = to === undefined ? start : Number.parseInt(to, 16);
    return [start, end];
  });
}

/**
 * The subsets in the order the browser consults them: when unicode-ranges of faces with
 * the same descriptors overlap, the face defined last in the stylesheet wins, and
 * fontsource defines latin last.
 */
export function literataSubsets(): FontSubset[] {
  const dir = packageDir();
  const ranges = JSON.parse(readFileSync(join(dir, "unicode.json"), "utf8")) as Record<
    string,
    string
  >;
  return Object.entries(ranges)
    .reverse()
    .map(([name, range]) => ({
      name,
      ranges: parseUnicodeRange(range),
      file: (weight: number, italic: boolean) =>
        join(dir, "files", `literata-${name}-${weight}-${italic ? "italic" : "normal"}.woff2`),
    }));
}
