import * as mupdf from "mupdf";
import { encodeAtOnce } from "../output/image-writer.js";
import { extractPage } from "../pdf/extract-page.js";
import { openPdf } from "../pdf/open-document.js";
import { stepsAhead } from "../steps-ahead.js";

/**
 * Practice for a page worker started ahead of its PDF (a spare converter's): it reads a
 * few pages of a book made up here, as it will read the upload's, and encodes their
 * snapshots and thumbnails without writing them.
 *
 * Why: V8 first runs MuPDF's WebAssembly and the converter's JavaScript with its baseline
 * compilers, and optimises each function only once it has run a while. Without practice,
 * every conversion's first pages paid for that, on the cores the conversion needs (about
 * a tenth of freeculture.pdf's time, ADR 0062). Optimised WebAssembly belongs to the
 * compiled module, which every page worker of the process shares; optimised JavaScript
 * to the thread, so each worker practises.
 *
 * `interrupted` is asked before each page, after the thread's messages had their turn
 * (see stepsAhead): a conversion that arrives waits for one practice page at most.
 * Resolves with the number of pages read.
 */
export async function practise(interrupted: () => boolean): Promise<number> {
  const { document, info } = openPdf(practiceBook(), { maxPages: PRACTICE_PAGES });
  try {
    const pages = Array.from({ length: info.pageCount }, (_, index) => () => {
      const { writes } = extractPage(document, index, false, false, encodeAtOnce);
      for (const write of writes) if ("raw" in write) encodeAtOnce(write);
    });
    return await stepsAhead(pages, () => !interrupted());
  } finally {
    document.destroy();
  }
}

const PRACTICE_PAGES = 4;
const LINES_PER_PAGE = 46;
/** A line of body text ends after the word that reaches this many characters. */
const LINE_CHARACTERS = 82;
const WORDS = `
the of and to a in that is was he for it with as his on be at by had not are but from
or have an they which one you were her all she there would their we him been has when
who will more no if out so said what up its about into than them can only other new
some could time these two may then do first any my now such like our over man me even
most made after also did many before must through back years where much your way well
down should because each just those people how too little state good very make world
still own see men work long get here between both life being under never day same
another know while last might us great old year off come since against go came right
used take three`
  .trim()
  .split(/\s+/);
/** Words set in italic, as a book sets titles and stress. */
const ITALIC_EVERY = 23;

/**
 * A small book of Letter pages of prose: a bold heading, body text with italic words, a
 * rule, a running footer, and crop marks in a bleed beyond the CropBox, as printers' PDFs
 * have them (pages are then drawn through the culling device). Its streams are
 * compressed, so inflating them is practised too.
 */
export function practiceBook(): Uint8Array {
  const pdf = new mupdf.PDFDocument();
  try {
    const resources = {
      Font: {
        Body: pdf.addSimpleFont(new mupdf.Font("Times-Roman")),
        Italic: pdf.addSimpleFont(new mupdf.Font("Times-Italic")),
        Heading: pdf.addSimpleFont(new mupdf.Font("Helvetica-Bold")),
      },
    };
    let seed = 1;
    const nextWord = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return WORDS[seed % WORDS.length] as string;
    };
    for (let page = 0; page < PRACTICE_PAGES; page++) {
      const pageObject = pdf.addPage([0, 0, 648, 828], 0, resources, practicePage(page, nextWord));
      pageObject.put("CropBox", [18, 18, 630, 810]);
      pdf.insertPage(-1, pageObject);
    }
    return pdf.saveToBuffer("compress").asUint8Array().slice();
  } finally {
    pdf.destroy();
  }
}

function practicePage(page: number, nextWord: () => string): string {
  const ops = ["0 g", "BT", "/Heading 16 Tf", `90 740 Td (Chapter ${page + 1}) Tj`, "ET"];
  ops.push("0.5 w 90 728 m 558 728 l S");
  ops.push("BT", "/Body 10.5 Tf", "13 TL", "90 706 Td");
  let count = 0;
  for (let line = 0; line < LINES_PER_PAGE; line++) {
    const words: string[] = [];
    let length = 0;
    while (length < LINE_CHARACTERS) {
      const word = nextWord();
      words.push(word);
      length += word.length + 1;
    }
    const pieces = words.map((word) => {
      count++;
      return count % ITALIC_EVERY === 0
        ? `/Italic 10.5 Tf (${word} ) Tj /Body 10.5 Tf`
        : `(${word}${count % 11 === 0 ? "," : ""} ) Tj`;
    });
    ops.push(`${pieces.join(" ")} T*`);
  }
  ops.push("ET", "BT", "/Body 9 Tf", `318 60 Td (${page + 1}) Tj`, "ET");
  // Crop marks at the four corners, beyond the CropBox: one stroked path.
  ops.push(
    "0.25 w 0 18 m 12 18 l 18 0 m 18 12 l 636 18 m 648 18 l 630 0 m 630 12 l",
    "0 810 m 12 810 l 18 816 m 18 828 l 636 810 m 648 810 l 630 816 m 630 828 l S",
  );
  return ops.join("\n");
}
