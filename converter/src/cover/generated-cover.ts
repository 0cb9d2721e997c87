import { join } from "node:path";
import sharp from "sharp";
import { normalizeParagraph } from "../layout/line-break.js";
import { ENCODING } from "../pdf/image-writes.js";
import { outputFiles } from "../pdf/output-files.js";
import { designFor } from "./designs.js";
import { setLine, wrapText } from "./text-paths.js";

const WIDTH = 400;
const HEIGHT = 600;
const TEXT_WIDTH = 300;
/** Title sizes tried, largest first, until the title fits in MAX_TITLE_LINES. */
const TITLE_SIZES = [44, 40, 36, 32, 28, 26, 24];
const MAX_TITLE_LINES = 5;

export interface CoverText {
  title: string;
  author: string | null;
}

/**
 * Draws a cover for a book that has none: the title and author on a cloth-bound design
 * with gilt frames (designs.ts), as SVG, rendered to WebP at the size of converted
 * covers. Returns the file's name in outDir.
 */
export async function writeGeneratedCover(outDir: string, text: CoverText): Promise<string> {
  await sharp(Buffer.from(coverSvg(text)))
    .webp(ENCODING.cover)
    .toFile(join(outDir, outputFiles.cover));
  return outputFiles.cover;
}

export function coverSvg({ title, author }: CoverText): string {
  const design = designFor(title);
  const titleStyle = fitTitle(normalizeParagraph(title) || "Untitled");
  const titleLineHeight = titleStyle.size * 1.2;
  const titleTop = 250 - ((titleStyle.lines.length - 1) * titleLineHeight) / 2;
  const titleSvg = titleStyle.lines
    .map((line, index) =>
      centred(
        line,
        { fontSize: titleStyle.size, fontWeight: 600 },
        design.title,
        titleTop + index * titleLineHeight,
      ),
    )
    .join("");
  const ruleY = titleTop + (titleStyle.lines.length - 1) * titleLineHeight + 44;
  const authorLines = author
    ? wrapText(normalizeParagraph(author), { fontSize: 21, fontWeight: 400 }, TEXT_WIDTH).slice(
        0,
        2,
      )
    : [];
  const authorTop = Math.max(ruleY + 56, 470 - (authorLines.length - 1) * 14);
  const authorSvg = authorLines
    .map((line, index) =>
      centred(line, { fontSize: 21, fontWeight: 400 }, design.author, authorTop + index * 28),
    )
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="cloth" x1="0" y1="0" x2="0.35" y2="1">
<stop offset="0" stop-color="${design.clothTop}"/><stop offset="1" stop-color="${design.clothBottom}"/>
</linearGradient>
<radialGradient id="light" cx="0.35" cy="0.25" r="0.9">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
</radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cloth)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
<rect x="10" y="0" width="6" height="${HEIGHT}" fill="#000000" fill-opacity="0.18"/>
<g fill="none" stroke="${design.gilt}">
<rect x="26" y="26" width="${WIDTH - 52}" height="${HEIGHT - 52}" stroke-width="2.5"/>
<rect x="34" y="34" width="${WIDTH - 68}" height="${HEIGHT - 68}" stroke-width="1"/>
</g>
${ornament(WIDTH / 2, 86, design.gilt)}
${titleSvg}
${ornament(WIDTH / 2, ruleY, design.gilt)}
${authorSvg}
${ornament(WIDTH / 2, HEIGHT - 86, design.gilt)}
</svg>`;
}

/**
 * The largest title size at which the title takes at most MAX_TITLE_LINES lines without
 * breaking a word ("Metamorpho-sis" on a cover reads as a mistake, a smaller size does not).
 */
export function fitTitle(title: string): { size: number; lines: string[] } {
  const wordCount = countWords(title);
  for (const size of TITLE_SIZES) {
    const lines = wrapText(title, { fontSize: size, fontWeight: 600 }, TEXT_WIDTH);
    if (lines.length <= MAX_TITLE_LINES && countWords(lines.join(" ")) === wordCount) {
      return { size, lines };
    }
  }
  const size = TITLE_SIZES.at(-1) as number;
  const lines = wrapText(title, { fontSize: size, fontWeight: 600 }, TEXT_WIDTH);
  const kept = lines.slice(0, MAX_TITLE_LINES);
  kept[MAX_TITLE_LINES - 1] = `${kept[MAX_TITLE_LINES - 1]}…`;
  return { size, lines: kept };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function centred(
  text: string,
  style: { fontSize: number; fontWeight: number },
  fill: string,
  baseline: number,
): string {
  const line = setLine(text, style, fill);
  const x = (WIDTH - line.width) / 2;
  return `<g transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)})">${line.svg}</g>`;
}

/** A gilt rule with a diamond in its middle. */
function ornament(cx: number, cy: number, gilt: string): string {
  return `<g stroke="${gilt}" fill="${gilt}">
<line x1="${cx - 70}" y1="${cy}" x2="${cx - 12}" y2="${cy}" stroke-width="1.5"/>
<line x1="${cx + 12}" y1="${cy}" x2="${cx + 70}" y2="${cy}" stroke-width="1.5"/>
<path d="M ${cx} ${cy - 7} L ${cx + 7} ${cy} L ${cx} ${cy + 7} L ${cx - 7} ${cy} Z" stroke="none"/>
<circle cx="${cx - 76}" cy="${cy}" r="2" stroke="none"/><circle cx="${cx + 76}" cy="${cy}" r="2" stroke="none"/>
</g>`;
}
