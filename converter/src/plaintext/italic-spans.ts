import { ITALIC_END, ITALIC_START } from "@bindery/contract/typography";

/** A piece of a plain-text book as structure.ts finds them. */
type TextItem = { kind: "chapter" } | { kind: "heading" | "paragraph"; text: string };

/**
 * A span still open after this many paragraphs is a stray underscore, not italics: a
 * letter or a quotation set in italics runs a few paragraphs, and a wrong pairing must
 * not set a chapter in italics.
 */
const MAX_SPAN_PARAGRAPHS = 6;

/** Where one of markUnderscores' marks is: its item and its offset in the item's text. */
interface Mark {
  item: number;
  offset: number;
  start: boolean;
}

/**
 * Pairs the italics' marks of a plain-text book (markUnderscores) over its paragraphs, as
 * a Gutenberg span may run over several: a span is closed at each paragraph's end and
 * opened again at the next one's start. A start with no end within a few paragraphs of
 * the same chapter, or an end with no start, is dropped (the underscore was no italics).
 */
export function pairItalics<T extends TextItem>(items: T[]): T[] {
  const kept = keptMarks(items);
  let italic = false;
  return items.map((item, index) => {
    if (item.kind === "chapter") return item;
    let text = italic ? ITALIC_START : "";
    Array.from(item.text).forEach((char, offset) => {
      if (char !== ITALIC_START && char !== ITALIC_END) text += char;
      else if (kept.has(`${index}:${offset}`)) {
        italic = char === ITALIC_START;
        text += char;
      }
    });
    return { ...item, text: italic ? text + ITALIC_END : text };
  });
}

/** The marks that pair up, as "item:offset" (offsets in code points). */
function keptMarks(items: TextItem[]): Set<string> {
  const marks: Mark[] = [];
  items.forEach((item, index) => {
    if (item.kind === "chapter") return;
    Array.from(item.text).forEach((char, offset) => {
      if (char === ITALIC_START || char === ITALIC_END)
        marks.push({ item: index, offset, start: char === ITALIC_START });
    });
  });
  const kept = new Set<string>();
  let open: Mark | null = null;
  for (const mark of marks) {
    if (mark.start) {
      // A second start before an end: the first was stray.
      open = mark;
      continue;
    }
    if (open && spanAllowed(items, open.item, mark.item)) {
      kept.add(`${open.item}:${open.offset}`);
      kept.add(`${mark.item}:${mark.offset}`);
    }
    open = null;
  }
  return kept;
}

/** A span may run from item `from` to item `to`: few paragraphs, no chapter or heading between. */
function spanAllowed(items: TextItem[], from: number, to: number): boolean {
  if (to === from) return true;
  if (to - from > MAX_SPAN_PARAGRAPHS) return false;
  return items.slice(from, to + 1).every((item) => item.kind === "paragraph");
}
