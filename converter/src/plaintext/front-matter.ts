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
  return titlePage(front);
}

/** A title page's line is short and is not a sentence, a chapter heading or a date. */
const TITLE_LINE_MAX = 80;
const NOT_TITLE_LINE =
  /[.!?,;]$|^(?:chapter|chapitre|cap[ií]tulo|kapitel|book|livre|part|prologue|preface|préface|foreword|introduction)\b|^\d|^(?:序|序言|自序|前言|目錄|目录)$/iu;
/** "TOME I", "VOLUME II", "BAND 3": which volume of a longer work this book is. */
const VOLUME_LINE =
  /^(?:tome|tomo|volume|vol\.|band|teil|deel|part)\s+(?:[ivxlcdm]+|\d+|premier|second|first|one|two)\.?$/i;
/** Words that begin a title or a phrase, never a person's name. */
const NOT_A_NAME_START =
  /^(?:the|a|an|of|de|du|des|la|le|les|l'|un|une|el|los|las|lo|il|der|die|das|den|ein|eine|à|au|aux|to|for|and|et|y|und|chez)$/i;
/** Particles inside a name: "Honoré de Balzac", "Ludwig van Beethoven". */
const NAME_PARTICLE = /^(?:de|du|des|d'|von|van|der|den|da|di|del|della|la|le|y|e|ten|ter)$/i;

/**
 * The title page of a text whose title page has no "by" line: its first short blocks.
 * An author's name may come first and a series with a volume line may come before the
 * title, as in "MARCEL PROUST" / "À LA RECHERCHE DU TEMPS PERDU" / "TOME I" /
 * "DU CÔTÉ DE CHEZ SWANN". Otherwise the first block is the title, when one to three
 * short lines that do not read as a sentence or a chapter heading are followed by more
 * text. Nothing when the text starts straight away.
 */
function titlePage(front: TextBlock[]): FrontMatter {
  const start = front.findIndex((block) => !NOT_A_TITLE.test(blockText(block)));
  const page: string[] = [];
  for (const block of front.slice(Math.max(0, start))) {
    const lines = block.lines.map((line) => line.trim()).filter(Boolean);
    if (lines.length > 3 || !lines.every(isTitleLine)) break;
    page.push(tidy(lines.join(" ")));
  }
  const more = front.length > Math.max(0, start) + page.length;
  if (page.length === 0 || !more) return { title: null, author: null };
  const author = page.length > 1 && isPersonsName(page[0] as string) ? page[0] : null;
  const rest = author ? page.slice(1) : page;
  const volume = rest.findIndex((line) => VOLUME_LINE.test(line));
  const title = volume >= 0 && volume + 1 < rest.length ? rest[volume + 1] : rest[0];
  return {
    title: title || null,
    author: author ? displayName(author) : null,
  };
}

function isTitleLine(line: string): boolean {
  return (
    line.length <= TITLE_LINE_MAX &&
    /\p{L}/u.test(line) &&
    (!NOT_TITLE_LINE.test(line) || VOLUME_LINE.test(line)) &&
    !NOT_A_TITLE.test(line)
  );
}

/**
 * Two to four capitalised words, particles aside, none of them a title's small word
 * first: "MARCEL PROUST", "Honoré de Balzac", "J. M. BARRIE". Not "DU CÔTÉ DE CHEZ SWANN".
 */
function isPersonsName(text: string): boolean {
  const words = text.split(" ");
  if (words.length < 2 || words.length > 4 || NOT_A_NAME_START.test(words[0] as string))
    return false;
  return words.every(
    (word) =>
      NAME_PARTICLE.test(word) || /^\p{Lu}\.$/u.test(word) || /^\p{Lu}[\p{L}'’-]+$/u.test(word),
  );
}

/** A name set in capitals as a person's name is written: "HONORÉ DE BALZAC" → "Honoré de Balzac". */
function displayName(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .split(" ")
    .map((word) =>
      NAME_PARTICLE.test(word)
        ? word.toLowerCase()
        : word
            .toLowerCase()
            .replace(
              /(^|[-'’])(\p{Ll})/gu,
              (_, before: string, letter: string) => before + letter.toUpperCase(),
            ),
    )
    .join(" ");
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
