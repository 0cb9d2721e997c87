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
    if (author && author.length <= 80) return { title: title || null, author };
  }
  return { title: titlePageLines(front), author: null };
}

/** A title page's line is short and is not a sentence, a chapter heading or a date. */
const TITLE_LINE_MAX = 80;
const NOT_TITLE_LINE =
  /[.!?,;]$|^(?:chapter|chapitre|cap[ií]tulo|kapitel|book|livre|part|prologue|preface)\b|^\d/i;

/**
 * The title of a text whose title page names no author: its first block, when that is one
 * to three short lines that do not read as a sentence ("DU CÔTÉ DE CHEZ SWANN"), followed
 * by more text. Null when the text starts straight away.
 */
function titlePageLines(front: TextBlock[]): string | null {
  const [first, ...rest] = front;
  if (!first || rest.length === 0 || first.lines.length > 3) return null;
  const lines = first.lines.map((line) => line.trim()).filter(Boolean);
  const looksLikeTitle = lines.every(
    (line) => line.length <= TITLE_LINE_MAX && /\p{L}/u.test(line) && !NOT_TITLE_LINE.test(line),
  );
  if (!looksLikeTitle || NOT_A_TITLE.test(lines.join(" "))) return null;
  return tidy(lines.join(" ")) || null;
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
