import { LINK_END, LINK_START, LINK_TARGET_END } from "@bindery/contract/typography";
import type { Box } from "./box.js";
import type { Span, TextLine } from "./text-line.js";

/** A link annotation where the page draws it, and its target (see pdf/links.ts). */
export interface LinkArea {
  box: Box;
  target: string;
}

/**
 * The name a link carries through the book's assembly until its target is known: its PDF
 * page (from 0) and its place among that page's links.
 */
export function linkId(pageIndex: number, position: number): string {
  return `L${pageIndex}.${position}`;
}

/**
 * Marks the words each link covers, in the spans before they become lines: a word is
 * inside a link when its middle is inside the link's rectangle (MuPDF's spans report no
 * position per character, so a character's x is taken as its share of the span's width;
 * a span is one run of one font, which keeps the guess close). The words become
 * LINK_START, the link's id, LINK_TARGET_END, the words, LINK_END. Text written right to
 * left is left as it is. Returns the ids used and their targets.
 */
export function markLinks(
  spans: Span[],
  links: readonly LinkArea[],
  pageIndex: number,
): Map<string, string> {
  const used = new Map<string, string>();
  if (links.length === 0) return used;
  for (const line of spans) {
    if (line.vertical || line.text.length === 0 || RTL.test(line.text)) continue;
    const middleY = (line.box.y0 + line.box.y1) / 2;
    const across = links
      .map((link, position) => ({ link, position }))
      .filter(({ link }) => link.box.y0 <= middleY && middleY <= link.box.y1);
    if (across.length === 0) continue;
    const perChar = (line.box.x1 - line.box.x0) / line.text.length;
    const linkOf = (start: number, end: number): number | null => {
      const middleX = line.box.x0 + ((start + end) / 2) * perChar;
      const hit = across.find(({ link }) => link.box.x0 <= middleX && middleX <= link.box.x1);
      return hit ? hit.position : null;
    };
    const words = [...line.text.matchAll(/\S+/g)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    const marks: Array<{ start: number; end: number; position: number }> = [];
    for (const word of words) {
      const position = linkOf(word.start, word.end);
      if (position === null) continue;
      const last = marks.at(-1);
      if (last && last.position === position) last.end = word.end;
      else marks.push({ ...word, position });
    }
    if (marks.length === 0) continue;
    let text = "";
    let from = 0;
    for (const mark of marks) {
      const id = linkId(pageIndex, mark.position);
      used.set(id, (links[mark.position] as LinkArea).target);
      text +=
        line.text.slice(from, mark.start) +
        openerOf(pageIndex, mark.position) +
        line.text.slice(mark.start, mark.end) +
        LINK_END;
      from = mark.end;
    }
    text += line.text.slice(from);
    line.text = text;
  }
  return used;
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * One link over several spans (a bold number and its title) is marked in each: on a line,
 * a link that ends and the same link opened again after nothing but spaces are one.
 * Cell offsets move with the text.
 */
export function joinSplitLinks(lines: TextLine[]): void {
  const split = new RegExp(`${LINK_END}(\\s*)${LINK_START}(L\\d+\\.\\d+)${LINK_TARGET_END}`, "g");
  for (const line of lines) {
    if (!line.text.includes(LINK_START)) continue;
    let text = "";
    let from = 0;
    const removed: Array<{ at: number; length: number }> = [];
    for (const match of line.text.matchAll(split)) {
      const open = line.text.lastIndexOf(LINK_START, match.index);
      const id = line.text.slice(open + 1, line.text.indexOf(LINK_TARGET_END, open));
      if (id !== match[2]) continue;
      const spaces = match[1] ?? "";
      text += line.text.slice(from, match.index) + spaces;
      removed.push({ at: match.index, length: match[0].length - spaces.length });
      from = match.index + match[0].length;
    }
    if (removed.length === 0) continue;
    line.text = text + line.text.slice(from);
    line.cellStarts = line.cellStarts.map(
      (offset) =>
        offset - removed.filter((cut) => cut.at < offset).reduce((sum, cut) => sum + cut.length, 0),
    );
  }
}

function openerOf(pageIndex: number, position: number): string {
  return LINK_START + linkId(pageIndex, position) + LINK_TARGET_END;
}

/** `text` with its link marks taken out (each link's id with them): the words alone. */
export function linkWordsOnly(text: string): string {
  if (!text.includes(LINK_START)) return text;
  return text.replace(LINK_MARK, "");
}

const LINK_MARK = new RegExp(
  `${LINK_START}[^${LINK_TARGET_END}]*${LINK_TARGET_END}|${LINK_END}`,
  "g",
);
