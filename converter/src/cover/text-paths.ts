import { breakLines } from "../layout/line-break.js";
import { literataMeasurer, type TextStyle } from "../layout/measure.js";

/**
 * Text drawn as SVG paths with the book font (Literata), so a cover looks the same on
 * every machine whatever fonts it has. Characters Literata lacks (CJK titles) are left
 * to the SVG renderer's own fonts, as <text>.
 */
export interface SetLine {
  /** SVG elements of the line, drawn with its left end at x = 0 and its baseline at y = 0. */
  svg: string;
  width: number;
}

export function setLine(text: string, style: TextStyle, fill: string): SetLine {
  const measurer = literataMeasurer();
  const scale = style.fontSize;
  let x = 0;
  const parts: string[] = [];
  for (const run of measurer.fontRuns(text, style)) {
    if (!run.font) {
      const width = measurer.measure(run.text, style);
      parts.push(
        `<text x="${round(x)}" y="0" font-family="Noto Serif CJK TC, Noto Serif CJK SC, Noto Sans CJK TC, serif" ` +
          `font-size="${style.fontSize}" font-weight="${style.fontWeight}" fill="${fill}">${escapeXml(run.text)}</text>`,
      );
      x += width;
      continue;
    }
    const unit = scale / run.font.unitsPerEm;
    const layout = run.font.layout(run.text);
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index];
      const d = glyph.path.toSVG();
      if (d && position) {
        const gx = x + position.xOffset * unit;
        const gy = -position.yOffset * unit;
        parts.push(
          `<path transform="translate(${round(gx)} ${round(gy)}) scale(${round4(unit)} ${round4(-unit)})" d="${d}"/>`,
        );
      }
      x += (position?.xAdvance ?? glyph.advanceWidth) * unit;
    });
  }
  return { svg: `<g fill="${fill}">${parts.join("")}</g>`, width: x };
}

/** Breaks text into lines no wider than maxWidth, in the given style. */
export function wrapText(text: string, style: TextStyle, maxWidth: number): string[] {
  return breakLines(text, style, maxWidth, literataMeasurer()).map(({ start, end }) =>
    text.slice(start, end),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const round = (value: number) => (Math.round(value * 100) / 100).toString();
const round4 = (value: number) => (Math.round(value * 10000) / 10000).toString();
