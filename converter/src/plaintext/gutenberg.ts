/**
 * Project Gutenberg's plain-text wrapping: a licence header that ends at a
 * "*** START OF THE PROJECT GUTENBERG EBOOK …" line (older files: "*END*THE SMALL PRINT!")
 * and a licence footer that begins at "*** END OF THE PROJECT GUTENBERG EBOOK …" or
 * "End of the Project Gutenberg EBook of …". The header also names the book.
 */

const START_MARKERS = [
  /^\s*\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK.*$/im,
  /^\s*\*END\*\s*THE SMALL PRINT!.*$/im,
];
const END_MARKERS = [
  /^\s*\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK.*$/im,
  /^\s*End of (?:the |this )?Project Gutenberg(?:'s|’s)? .*$/im,
];

export interface GutenbergHeader {
  title: string | null;
  author: string | null;
  language: string | null;
  /** The eBook number, as in https://www.gutenberg.org/ebooks/<id>. */
  ebookId: number | null;
}

export interface UnwrappedText {
  /** The book's own text, without the licence header and footer. */
  body: string;
  /** What the licence header says about the book; null when the text had no header. */
  header: GutenbergHeader | null;
}

/** Removes the licence header and footer when the text has them. */
export function unwrapGutenberg(text: string): UnwrappedText {
  let body = text;
  let header: GutenbergHeader | null = null;
  const start = firstMatch(text, START_MARKERS, 0);
  if (start) {
    header = readHeader(text.slice(0, start.index), start.line);
    body = text.slice(start.index + start.line.length);
  }
  const end = firstMatch(body, END_MARKERS, 0);
  if (end) body = body.slice(0, end.index);
  return { body, header };
}

function firstMatch(
  text: string,
  markers: RegExp[],
  from: number,
): { index: number; line: string } | null {
  let best: { index: number; line: string } | null = null;
  for (const marker of markers) {
    const found = marker.exec(text.slice(from));
    if (found && (!best || found.index + from < best.index)) {
      best = { index: found.index + from, line: found[0] };
    }
  }
  return best;
}

function readHeader(head: string, startLine: string): GutenbergHeader {
  const title =
    field(head, "Title") ??
    /START OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK,?\s*(.*?)\s*\*{0,3}\s*$/i.exec(
      startLine,
    )?.[1] ??
    null;
  const id = /E-?Book\s*#\s*(\d+)/i.exec(head)?.[1];
  const language = field(head, "Language");
  return {
    title: title || null,
    author: field(head, "Author"),
    language: language ? languageCode(language) : null,
    ebookId: id ? Number(id) : null,
  };
}

/** A "Name: value" line of the header, with its indented continuation lines. */
function field(head: string, name: string): string | null {
  const found = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t]+\\S.*)*)`, "im").exec(head);
  const value = found?.[1]?.replace(/\s+/g, " ").trim();
  return value ? value : null;
}

const LANGUAGE_CODES: Record<string, string> = {
  english: "en",
  french: "fr",
  german: "de",
  spanish: "es",
  italian: "it",
  portuguese: "pt",
  dutch: "nl",
  chinese: "zh",
  japanese: "ja",
  korean: "ko",
  russian: "ru",
  latin: "la",
  greek: "el",
  finnish: "fi",
  swedish: "sv",
  danish: "da",
  norwegian: "no",
  polish: "pl",
  hungarian: "hu",
  czech: "cs",
  esperanto: "eo",
  catalan: "ca",
  tagalog: "tl",
  welsh: "cy",
  irish: "ga",
  hebrew: "he",
  arabic: "ar",
};

/** "English" → "en"; a value that is already a code is kept; several languages: the first. */
function languageCode(value: string): string | null {
  const first = (value.split(/[,;]| and /)[0] ?? "").trim();
  const code = LANGUAGE_CODES[first.toLowerCase()];
  if (code) return code;
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i.test(first) ? first : null;
}
