import { isWideChar } from "../layout/fallback-widths.js";

/** Lines of text between blank lines, as a plain-text book is written. */
export interface TextBlock {
  /** The block's lines, trailing spaces removed, indentation kept. */
  lines: string[];
  /** Blank lines before the block: books set chapter headings apart with more of them. */
  blanksBefore: number;
}

export function splitBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let blanks = 0;
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) blocks.push({ lines: current, blanksBefore: blanks });
    current = [];
  };
  for (const raw of text.split("\n")) {
    const line = raw.replace(/[ \t\u3000]+$/u, "");
    if (line.trim() === "") {
      if (current.length > 0) {
        close();
        blanks = 0;
      }
      blanks++;
    } else {
      current.push(line);
    }
  }
  close();
  return blocks;
}

/** Width of a line in columns, full-width (CJK) characters counting two, as a monospace terminal shows it. */
export function displayWidth(line: string): number {
  let width = 0;
  for (const char of line) width += isWideChar(char) ? 2 : 1;
  return width;
}

/**
 * The width the book's prose was wrapped at: most lines of multi-line blocks come close
 * to it. Project Gutenberg wraps at about 70 columns; other sources differ.
 */
export function wrapWidth(blocks: TextBlock[]): number {
  const widths: number[] = [];
  for (const block of blocks) {
    if (block.lines.length < 3) continue;
    for (const line of block.lines.slice(0, -1)) widths.push(displayWidth(line.trim()));
  }
  if (widths.length < 20) return 72;
  widths.sort((a, b) => a - b);
  return Math.max(20, widths[Math.floor(widths.length * 0.9)] ?? 72);
}

/** The block's text on one line: what headings and short blocks are compared by. */
export function blockText(block: TextBlock): string {
  return block.lines
    .map((line) => line.trim())
    .join(" ")
    .replace(/\s+/g, " ");
}
