import { blockText, type TextBlock } from "./blocks.js";

/** "by Jane Austen", "By Leo Tolstoy", "por Miguel de Cervantes", "par …", "von …". */
const BYLINE = /^(?:by|por|par|von|di|door|av|af)\b\s*(.*)$/i;
/** Front-matter lines that are about the file, not the book. */
const NOT_A_TITLE = /^(?:produced by|transcribed|transcriber|e-?text|\[illustration|contents\b)/i;
/** The title page is near the top: this many blocks are looked at. */
const FRONT_BLOCKS = 12;

export interface FrontMatter {
  title: string | null;
  author: string | null;
}

/**
 * Title and author from a text's title page, for texts without Project Gutenberg's header:
 * the author is the "by …" line, the title the short lines above it.
 */
export function readFrontMatter(blocks: TextBlock[]): FrontMatter {
  const front = withoutIllustrations(blocks.slice(0, FRONT_BLOCKS * 2)).slice(0, FRONT_BLOCKS);
  for (let i = 0; i < front.length; i++) {
    const lines = (front[i] as TextBlock).lines.map((line) => line.trim());
    const at = lines.findIndex((line) => BYLINE.test(line));
    if (at < 0) continue;
    const byline = BYLINE.exec(lines[at] as string)?.[1]?.trim() || lines[at + 1] || "";
    const author = tidy(byline);
    const above = [...front.slice(0, i).map(blockText), ...lines.slice(0, at)].filter(
      (text) => text.length <= 120 && !NOT_A_TITLE.test(text),
    );
    // The title is the last few short blocks above the byline ("MOBY-DICK;" + "or, THE WHALE.").
    const title = tidy(above.slice(-2).join(" "));
    if (author && author.length <= 80) return { title: title ? titleCase(title) : null, author };
  }
  return { title: null, author: null };
}

/** Front matter without "[Illustration: …]" marks, which may span several blocks. */
function withoutIllustrations(blocks: TextBlock[]): TextBlock[] {
  let open = false;
  return blocks.filter((block) => {
    const text = blockText(block);
    if (!open && /^\[Illustration\b/i.test(text)) open = true;
    if (!open) return true;
    if (text.endsWith("]")) open = false;
    return false;
  });
}

/** A readable title from a file name: "pg1342_pride_and_prejudice.txt" → "Pride and Prejudice". */
export function titleFromFileName(fileName: string): string | null {
  const stem = fileName
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/^pg\d+[-_ ]*/i, "")
    .replace(/^\d+(?:-\d)?$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return stem ? titleCase(stem.toUpperCase()) : null;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\.(?=\s)/g, (dot, offset, whole: string) =>
      // "PRIDE. and PREJUDICE": a title page's line-end full stops are decoration.
      /^[A-Z]+$/.test(whole.slice(0, offset).split(" ").at(-1) ?? "") ? "" : dot,
    )
    .replace(/[\s.,;:]+$/, "")
    .trim();
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "de",
  "del",
  "la",
  "el",
  "y",
  "le",
  "les",
  "et",
  "du",
  "des",
  "von",
  "und",
  "der",
  "die",
]);

/** "WAR AND PEACE" → "War and Peace"; titles already in mixed case are kept. */
export function titleCase(title: string): string {
  if (/\p{Ll}/u.test(title.replace(/\b(?:and|of|or|the)\b/g, ""))) return title;
  return title
    .toLowerCase()
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.replace(/\P{L}+/gu, ""))
        ? word
        : word
            .split("-")
            .map((part) => part.replace(/\p{L}/u, (c) => c.toUpperCase()))
            .join("-"),
    )
    .join(" ");
}
