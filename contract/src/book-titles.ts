/**
 * How a book's title and author are chosen from what a file says about itself. PDF
 * metadata is often left behind by the software that made the file ("Microsoft Word -
 * report.doc", "SE:W:CAR:MP", "untitled"): such values are junk and never shown. The
 * converter, the server and the upload form all use these rules. Free of zod: the converter
 * imports this file alone, as @bindery/contract/book-titles.
 */

/** Placeholder words that programs write where a title or author should be. */
const PLACEHOLDERS = new Set([
  "untitled",
  "unknown",
  "anonymous user",
  "title",
  "author",
  "document",
  "new document",
  "model",
  "print",
  "layout",
  "draft",
  "none",
  "null",
  "n/a",
  "user",
  "owner",
  "admin",
  "administrator",
  "default",
]);

/** Values written by an application about itself ("Microsoft Word - …", "pdfTeX-1.40"). */
const APPLICATION =
  /^(?:microsoft\b|adobe\b|acrobat\b|pdf ?e?tex\b|latex\b|tex output\b|libreoffice\b|openoffice\b|calibre\b|ghostscript\b|untitled\b)/i;

/** The end of a file name: "report.docx", "scan_01.pdf". */
const FILE_EXTENSION = /\.(?:pdf|docx?|rtf|odt|txt|tex|dvi|ps|indd|qxd|pages|html?|xlsx?|pptx?)$/i;

/** A single word with more than letters in it: "SE:W:CAR:MP", "constitution_pdf2", "doc1234". */
const CODE = /[:_/\\|=#@~]|\p{L}\d|\d\p{L}/u;

/**
 * A word that turns from lower to upper case twice: words whose spaces were lost
 * ("oftheUnitedStates"), where names keep to one turn ("McDonald", "JavaScript").
 */
const GLUED_WORDS = /\p{Ll}\p{Lu}\p{L}*\p{Ll}\p{Lu}/u;

/**
 * True when a title or author from a file's metadata is not a real one: empty, a
 * placeholder, an application's name, a file name, a code, a camel-case or lower-case
 * single word (a file's stem: "personwithdog", "imagemagick-CCITTFaxDecode"), or text with
 * words run together ("THE CONSTITUTION oftheUnitedStates").
 */
export function isJunkMetadata(value: string): boolean {
  const text = value.trim();
  if (!/\p{L}/u.test(text)) return true;
  if (PLACEHOLDERS.has(text.toLowerCase())) return true;
  if (APPLICATION.test(text) || FILE_EXTENSION.test(text)) return true;
  if (/^(?:https?:|www\.)/i.test(text)) return true;
  if (GLUED_WORDS.test(text)) return true;
  if (/\s/.test(text)) return false;
  if (CODE.test(text)) return true;
  return /\p{Ll}\p{Lu}/u.test(text) || (/\p{Ll}/u.test(text) && !/\p{Lu}/u.test(text));
}

/** Metadata text fit to show: spaces tidied, control characters gone; null when junk. */
export function usableMetadata(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value
    .replace(/[\p{Cc}\uFEFF]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text && !isJunkMetadata(text) ? text : null;
}

/** Words of a file name that say which copy it is, not what the book is. */
const FILE_NAME_NOISE =
  /^(?:final|draft|copy|copie|v\d+|ver\d*|version\d*|rev\d*|r\d+|pdf\d*|scan(?:ned)?|ocr|print|web|compressed|optimi[sz]ed|\(\d+\)|\d{6,8})$/i;

/**
 * A readable title from a file name: no extension, underscores and dashes as spaces,
 * no Gutenberg number or "final_v2"-style words, in title case when it was all one case.
 * "pg1342_pride_and_prejudice.txt" → "Pride and Prejudice"; null when nothing is left.
 */
export function titleFromFileName(fileName: string): string | null {
  const stem = (fileName.split(/[/\\]/).pop() ?? "")
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/^pg\d+(?=[-_ ]|$)/i, "")
    .replace(/\d{4}[-_.]\d{2}[-_.]\d{2}/g, "")
    .replace(/[-_.]+/g, " ");
  const words = stem.split(/\s+/).filter((word) => word && !FILE_NAME_NOISE.test(word));
  // A bare number ("12345.txt") names a file, not a book.
  if (words.length === 0 || words.every((word) => /^\d+$/.test(word))) return null;
  const title = words.join(" ");
  const oneCase = !/\p{Lu}/u.test(title) || !/\p{Ll}/u.test(title);
  return oneCase ? recase(title, null) : title;
}

/**
 * The title an upload form proposes: the PDF's own title when it is a real one, else the
 * file's name made readable; empty when neither gives one.
 */
export function proposeTitle(metadataTitle: string | null | undefined, fileName: string): string {
  const fromMetadata = usableMetadata(metadataTitle);
  return fromMetadata ? displayTitle(fromMetadata) : (titleFromFileName(fileName) ?? "");
}

/** Words set lower case inside a title, by language (ISO 639-1); English when unknown. */
const SMALL_WORDS: Record<string, string> = {
  en: "a an and as at but by for from in into nor of on or over per the to upon via vs with",
  fr: "à au aux de des du en et la le les ou par pour sur un une",
  es: "a al con de del e el en la las los o para por un una y",
  it: "a al alla con da dal dei del della di e il in la le lo nel per su un una",
  de: "am an auf aus dem den der des die das ein eine im in mit oder und vom von zu zum zur",
  pt: "a as com da das de do dos e em na nas no nos o os para por um uma",
  nl: "de een en het in met op te van voor",
};

function smallWords(language: string | null | undefined): ReadonlySet<string> {
  const list = SMALL_WORDS[language?.slice(0, 2).toLowerCase() ?? ""] ?? SMALL_WORDS.en;
  return new Set(list?.split(" "));
}

/** Roman numerals stay capitals: "Henry VIII", "Book II". */
const ROMAN = /^(?=[MDCLXVI]{2,}$)M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/**
 * A title as shown: one set mostly in capitals ("A CHRISTMAS CAROL IN PROSE BEING A Ghost
 * Story of Christmas") is set in title case, small words lower case in the book's language
 * ("A Christmas Carol in Prose Being a Ghost Story of Christmas"); others are kept.
 */
export function displayTitle(title: string, language?: string | null): string {
  const upper = title.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = title.match(/\p{Ll}/gu)?.length ?? 0;
  return upper > lower ? recase(title, language) : title;
}

/** Title case: every word capitalised, small words lower case except first or after ":". */
function recase(title: string, language: string | null | undefined): string {
  const small = smallWords(language);
  let startsPhrase = true;
  return title
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s+$/.test(word) || word === "") return word;
      const bare = word.replace(/[^\p{L}']/gu, "");
      const lowered = word.toLowerCase();
      const recased =
        ROMAN.test(bare) && !small.has(bare.toLowerCase())
          ? word
          : !startsPhrase && small.has(bare.toLowerCase())
            ? lowered
            : lowered.replace(/(^|[-–(“"'‘])(\p{Ll})/gu, (_, before: string, letter: string) =>
                before === "'" ? before + letter : before + letter.toUpperCase(),
              );
      startsPhrase = /[:.;!?—]$/.test(word);
      return recased;
    })
    .join("");
}
