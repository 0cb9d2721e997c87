import type { Box } from "../text/box.js";
import { withPlacedWords } from "../text/placed-words.js";
import type { Span } from "../text/text-line.js";
import { type FontTextDecoder, mayBeTexCodes } from "./tex-bitmap-fonts.js";

/** The parts of MuPDF's structured-text JSON (StructuredText.asJSON) the converter reads. */
interface JsonRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface JsonLine {
  wmode: number;
  bbox: JsonRect;
  font: { name: string; family: string; weight: string; size: number };
  /** The origin of the line's first glyph: y is its baseline. */
  x: number;
  y: number;
  text: string;
}

type JsonBlock = { type: "text"; lines: JsonLine[] } | { type: "image" };

const BOLD_FONT_NAME = /bold|black|heavy|semibold|demibold|-medi$|extrabold/i;

/**
 * The invisible font of the text layer tesseract (and ocrmypdf, which uses it) lays over a
 * scan: each word is stretched sideways to the width it has on the scan, and MuPDF's size
 * for it counts the stretch, from 5 to 10 pt among the words of one 8 pt line. Its box is
 * the line's height on the scan, the same for every word of a line: that is its size. So
 * is the box of any font of an OCR layer (`ocrLayerFonts`), stretched likewise.
 */
const OCR_LAYER_FONT = /GlyphLessFont/;

/**
 * Fonts of pictograms whose codes MuPDF can only read as the letters they stand in for,
 * when the PDF does not embed them or map them to Unicode: WordPerfect's symbol sets and
 * Microsoft's Wingdings and Webdings ("!" of WPTypographicSymbols prints a bullet). Not
 * ZapfDingbats or Symbol, whose encodings MuPDF knows.
 */
const PICTOGRAM_FONT = /^(?:[A-Z]{6}\+)?(?:WP\w*(?:Symbols|Iconic)|Wingdings|Webdings)/i;

/**
 * Fonts of small capitals: a book sets speakers' names ("mr. lessig:") or a chapter's
 * first words in them, typed as lower case, which the font draws as capitals. By the
 * type foundries' names ("ACaslon-RegularSC", "AGaramond-SemiboldSC", "…SmallCaps") and
 * TeX's (cmcsc10, cm-super's sfcc1000, Latin Modern's "LMRomanCaps10-Regular"). "SC"
 * before the hyphen names Simplified Chinese ("NotoSansSC-Regular"), not small capitals.
 */
const SMALL_CAPS_FONT =
  /-[A-Za-z]*SC(?:OsF)?$|Small[Cc]aps|SmCp|Caps\d*-|^(?:[A-Z]{6}\+)?(?:CMCSC|SFCC)\d+$/;

/**
 * Small capitals read as capitals, letter for letter: a lower-case letter whose capital
 * is more than one character ("ß") stays as it is.
 */
function asCapitals(text: string): string {
  return text.replace(/\p{Ll}/gu, (letter) => {
    const capital = letter.toUpperCase();
    return capital.length === letter.length ? capital : letter;
  });
}

/**
 * A space some fonts map into Unicode's private use area: symbol fonts' cmaps put their
 * codes at U+F000 and up, and some foundries' at U+E000 ("Lorenne", the US Constitution's
 * script headings: "Amendment\uE020I."). Left private, it would be dropped as invisible
 * and glue the words either side.
 */
const PRIVATE_USE_SPACE = /[\uE020\uF020]/gu;

/** A lone glyph of a pictogram font marks a list's item, whatever letter it reads as. */
const LIST_BULLET = "•";

/**
 * MuPDF prints whole numbers; asking for coordinates scaled by this factor keeps quarter
 * points, which matters for the small fonts of footnotes and superscripts.
 */
export const STEXT_JSON_SCALE = 4;

/** A JSON rectangle as a box relative to the page's top-left corner (origin). */
function toBox(rect: JsonRect, origin: readonly number[]): Box {
  const s = STEXT_JSON_SCALE;
  const [ox = 0, oy = 0] = origin;
  return {
    x0: rect.x / s - ox,
    y0: rect.y / s - oy,
    x1: (rect.x + rect.w) / s - ox,
    y1: (rect.y + rect.h) / s - oy,
  };
}

/**
 * Reads the spans out of MuPDF's JSON. With the "preserve-spans" option every JSON line
 * is one span in one font, which gives each character's real size and weight (the JSON
 * reports a single font per line). The JSON must be printed with STEXT_JSON_SCALE.
 * `decoders` give what turns the text of fonts MuPDF cannot map (TeX's bitmap fonts) into
 * what they print, by font name: asked only when a line may need it. `ocrLayerFonts` name
 * the fonts of text an OCR program drew invisibly over a scan.
 */
export function spansFromStextJson(
  json: string,
  pageBounds: readonly number[],
  decoders: () => ReadonlyMap<string, FontTextDecoder> = () => new Map(),
  ocrLayerFonts: ReadonlySet<string> = new Set(),
): Span[] {
  const { blocks } = JSON.parse(json) as { blocks: JsonBlock[] };
  const spans: Span[] = [];
  blocks.forEach((block, blockIndex) => {
    if (block.type !== "text") return;
    for (const line of block.lines) {
      const box = toBox(line.bbox, pageBounds);
      const decode = mayBeTexCodes(line.text) ? decoders().get(line.font.name) : undefined;
      const lonePictogram =
        PICTOGRAM_FONT.test(line.font.name) && [...line.text.trim()].length === 1;
      const placedWords = ocrLayerFonts.has(line.font.name);
      // An OCR layer's font says nothing of the scan's type: not its size, nor its pitch.
      const ocrLayer = placedWords || OCR_LAYER_FONT.test(line.font.name);
      const text = (decode ? decode(line.text) : line.text).replace(PRIVATE_USE_SPACE, " ");
      const smallCaps = !lonePictogram && SMALL_CAPS_FONT.test(line.font.name);
      spans.push({
        text: lonePictogram ? LIST_BULLET : smallCaps ? asCapitals(text) : text,
        box,
        size: ocrLayer ? Math.round((box.y1 - box.y0) * 2) / 2 : line.font.size / STEXT_JSON_SCALE,
        baseline: line.y / STEXT_JSON_SCALE - (pageBounds[1] ?? 0),
        bold: line.font.weight === "bold" || BOLD_FONT_NAME.test(line.font.name),
        // MuPDF tells a fixed-pitch font by its flags and metrics.
        mono: line.font.family === "monospace" && !ocrLayer,
        vertical: line.wmode === 1,
        block: blockIndex,
        placedWords,
        typedLowerCase: smallCaps && /^\p{Ll}/u.test(text.trimStart()),
      });
    }
  });
  return withPlacedWords(spans);
}
