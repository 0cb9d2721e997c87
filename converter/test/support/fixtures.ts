import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { type PageBuilder, PdfBuilder, pdfFromHtml } from "./pdf-builder.js";

/** Text known word for word, to find again in the book. */
export const LOREM = [
  "Bindery turns documents into books that read well on any screen and keep their order.",
  "Every paragraph flows into pages of the same size, set in one typeface with one measure.",
  "Readers turn the pages like a real book while the original stays one click away.",
  "Nothing is lost on the way: words, pictures and headings all find their place again.",
];

/** Wraps text into lines of about `width` characters (Helvetica 10 pt fits ~60 in 300 pt). */
export function wrap(text: string, width = 60): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A title, a heading, and two paragraphs separated by space, with a hyphenated word. */
export function articlePdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 60, "The Art of Binding", { size: 22 });
      p.text(40, 100, "Materials", { size: 10, bold: true });
      p.lines(40, 124, wrap(LOREM[0] as string));
      // A paragraph whose first line ends with a hyphenated word.
      p.lines(40, 180, [
        "The binder chooses a thread that is won-",
        "derfully strong and thin for the spine.",
      ]);
      p.lines(40, 230, wrap(LOREM[1] as string));
    })
    .bytes();
}

/** Clauses that each end a paragraph with a comma, set with no indent and no space between. */
export const CLAUSES = [
  "Whereas every book deserves a binding that lasts for generations of readers,",
  "Whereas paper, thread and glue are chosen with care and tested by time,",
  "Now, therefore, the guild resolves to bind every book as if it were its last.",
];

/**
 * A charter: a bold heading on two lines, then clauses whose paragraphs show only in their
 * short last lines, as documents typed without paragraph spacing do.
 */
export function charterPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.lines(40, 60, ["Charter of the", "Bookbinders and Printers Guild"], 14, { bold: true });
      p.lines(
        40,
        100,
        CLAUSES.flatMap((clause) => wrap(clause)),
      );
    })
    .bytes();
}

/** A letter: the date set right, above the greeting set left, then the body. */
export function letterPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(270, 60, "Avon, 3 February 2026");
      p.text(40, 100, "Dear reader,");
      p.lines(40, 124, wrap(LOREM[0] as string));
    })
    .bytes();
}

export const SENDER = ["Eleanor Vane", "12 Quire Lane", "Bath BA1 2QT"];
export const RECIPIENT = ["Mr Tom Quill", "Head of Printing", "The Bindery Guild", "Avon AV3 9PL"];

/**
 * A letter with addresses: the sender's set right, the date, the recipient's set left,
 * each line short, then the greeting and the body, one paragraph.
 */
export function addressedLetterPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.lines(270, 50, SENDER);
      p.text(262, 110, "3 February 2026");
      p.lines(40, 140, RECIPIENT);
      p.text(40, 210, "Dear Mr Quill,");
      p.lines(40, 234, wrap(LOREM.join(" ")));
    })
    .bytes();
}

/** A table's rows, the first one its header, as the cells' texts. */
export const TABLE = [
  ["Name", "Craft", "Joined"],
  ["Ada Byron", "Binding", "1998"],
  ["Tom Quill", "Printing", "2004"],
  ["Mary Vellum", "Marbling", "2011"],
];
export const STEPS = ["Fold the sheets", "Sew the signatures"];
/** A row of three cells standing alone, after the list. */
export const TOTALS = ["Members", "3", "since 1998"];

/**
 * A table between paragraphs: cells set at three tab stops, rows without rules. Above it a
 * line with its date set far right; below it a numbered list with a tab after each number,
 * then a row of three cells alone.
 */
export function tablePdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 60, "Members of the Guild");
      p.text(300, 60, "3 February 2026");
      const intro = wrap(LOREM[0] as string);
      p.lines(40, 90, intro);
      const top = 90 + intro.length * 14 + 16;
      TABLE.forEach((row, i) => {
        row.forEach((cell, column) => {
          p.text(40 + column * 130, top + i * 14, cell, { bold: i === 0 });
        });
      });
      const listTop = top + TABLE.length * 14 + 16;
      STEPS.forEach((step, i) => {
        p.text(40, listTop + i * 14, `${i + 1}.`);
        p.text(64, listTop + i * 14, step);
      });
      TOTALS.forEach((cell, column) => {
        p.text(40 + column * 130, listTop + STEPS.length * 14 + 16, cell);
      });
    })
    .bytes();
}

/** Two columns: the left column's words must all come before the right column's. */
export function twoColumnPdf(left: string[], right: string[]): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Two Columns", { size: 18 });
      let y = 90;
      for (const paragraph of left) {
        const lines = wrap(paragraph, 30);
        p.lines(40, y, lines);
        y += lines.length * 14 + 10;
      }
      y = 90;
      for (const paragraph of right) {
        const lines = wrap(paragraph, 30);
        p.lines(230, y, lines);
        y += lines.length * 14 + 10;
      }
    })
    .bytes();
}

/**
 * Two columns under a full-width introduction, the right column starting a line higher
 * than the left one (whose first line sits lower, as under a heading).
 */
export function staggeredColumnsPdf(left: string, right: string): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Staggered Columns", { size: 18 });
      p.lines(40, 80, wrap(LOREM[0] as string));
      p.lines(230, 118, wrap(right, 30));
      p.lines(40, 132, wrap(left, 30));
    })
    .bytes();
}

/** A title centred over two lines, a smaller subtitle under it, then two columns. */
export const CENTRED_TITLE = ["The Binders of Bath", "and Their Guild"];
export const SUBTITLE = "A History in Letters";
/**
 * The title centred over two lines (`title`, CENTRED_TITLE unless told), its subtitle
 * (`subtitle`, SUBTITLE unless told) under it.
 */
export function centredTitlePdf(
  title: readonly string[] = CENTRED_TITLE,
  subtitle = SUBTITLE,
): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.centred(60, title[0] as string, { size: 20 });
      p.centred(84, title[1] as string, { size: 20 });
      p.centred(110, subtitle, { size: 14 });
      p.lines(40, 140, wrap(LOREM[0] as string, 30));
      p.lines(230, 140, wrap(LOREM[1] as string, 30));
    })
    .bytes();
}

/**
 * A journal article's first page: article information beside the abstract, then two
 * columns set to another gutter, whose first row holds the left column's section heading
 * and the right column's first line.
 */
export const ARTICLE_INFO = ["Article history:", "Received 3 May 2026", "Accepted 9 June 2026"];
export function journalArticlePdf(body: { left: string; right: string }): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Threads That Hold", { size: 16 });
      p.lines(40, 90, ARTICLE_INFO);
      p.lines(170, 90, wrap(`${LOREM[0]} ${LOREM[1]}`, 40));
      p.text(40, 180, "1. Introduction", { bold: true });
      p.lines(40, 200, wrap(body.left, 30));
      p.lines(225, 180, wrap(body.right, 30));
    })
    .bytes();
}

/**
 * A contents page: entries with leader dots (solid and spaced) up to their page numbers,
 * one entry wrapped over two lines.
 */
export const CONTENTS = [
  { title: "Preface", leader: ".".repeat(90), page: "v" },
  { title: "The Art of Folding Sheets", leader: ".".repeat(70), page: "3" },
  { title: "Sewing", leader: ". ".repeat(45), page: "17" },
  { title: "Marbling, Gilding and the Finishing of Edges", leader: ".".repeat(60), page: "29" },
  // Spaced as ReportLab sets them.
  { title: "Covers and Cases", leader: ".  ".repeat(30).trimEnd(), page: "41" },
];
export const AFTER_CONTENTS = [...LOREM, ...CLAUSES].join(" ");
export function contentsPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Contents", { size: 16 });
      const lines = CONTENTS.flatMap(({ title, leader, page }) =>
        title.startsWith("Marbling")
          ? ["Marbling, Gilding and the Finishing", `of Edges ${leader} ${page}`]
          : [`${title} ${leader} ${page}`],
      );
      // Set larger than the body text (the longer text) that follows, as some contents
      // pages are.
      p.lines(40, 80, lines, 16, { size: 12 });
      p.lines(40, 200, wrap(AFTER_CONTENTS, 90));
    }, 520)
    .bytes();
}

/** A line printed three times a fraction of a point apart (bold faked by overstriking). */
export const OVERSTRUCK = "Subject: Binding in Cloth";
export function overstruckPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      for (const offset of [0, 0.3, 0.6]) p.text(40 + offset, 60, OVERSTRUCK);
      p.lines(40, 90, wrap(LOREM[0] as string));
    })
    .bytes();
}

/**
 * Two columns under a full-width introduction: the right column opens a line higher with
 * the signature that ends a letter, then a paragraph whose first line is indented; the left
 * column opens with a heading.
 */
export const SIGNATURE = "Ada Byron, Bath";
export function signedColumnsPdf(left: string, right: string): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 50, "Letters Page", { size: 18 });
      p.lines(40, 80, wrap(LOREM[0] as string));
      p.text(40, 136, "Letters", { bold: true });
      p.lines(40, 152, wrap(left, 30));
      p.text(230, 122, SIGNATURE);
      const [first = "", ...rest] = wrap(right, 28);
      p.text(242, 136, first);
      p.lines(230, 150, rest);
    })
    .bytes();
}

/** Several pages with a running header, a running footer and page numbers. */
export function runningHeadsPdf(pages: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 1; n <= pages; n++) {
    builder.page((p) => {
      p.text(n % 2 ? 280 : 40, 30, n % 2 ? "A Study of Margins" : "Chapter of Headers", {
        size: 8,
      });
      p.lines(40, 80, wrap(`Page body number ${n} says: ${LOREM[n % LOREM.length]}`));
      p.text(200, 580, String(n), { size: 8 });
    });
  }
  return builder.bytes();
}

/** A scan's running head as OCR read it on each page: a letter misread here and there. */
export const OCR_HEADS = ["VICKSBURG CAMPAIGN", "VICKSBUEG CAMPAIGN", "VICKSBURG CAMPA1GN"];

/** Pages of an OCR'd scan: the running head read differently page after page, and a bit off. */
export function ocrRunningHeadsPdf(pages: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 1; n <= pages; n++) {
    builder.page((p) => {
      p.text(150 + (n % 3), 30 + (n % 2), OCR_HEADS[n % OCR_HEADS.length] as string, { size: 9 });
      p.lines(40, 80, wrap(`Page body number ${n} says: ${LOREM[n % LOREM.length]}`));
    });
  }
  return builder.bytes();
}

export const PREPRINT_STAMP = "arXiv:2611.01234v1 [cs.DL] 23 Nov 2026";
export const TURNED_TABLE = ["Year Books bound", "2025 1200", "2026 1450"];

/**
 * A preprint's first page, its archive stamp set a quarter turn round down the left
 * margin, then a page whose text but its number is turned (a table set sideways).
 */
export function preprintPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.raw(`BT /F 20 Tf 0 1 -1 0 36 180 Tm (${PREPRINT_STAMP}) Tj ET`);
      p.text(60, 60, "A Study of Margins", { size: 16, bold: true });
      p.lines(60, 100, wrap(LOREM.join(" ")));
    })
    .page((p) => {
      TURNED_TABLE.forEach((row, i) => {
        p.raw(`BT /F 10 Tf 0 1 -1 0 ${100 + i * 16} 150 Tm (${row}) Tj ET`);
      });
      // Its page number stays upright, narrower than the table beside it.
      p.text(205, 580, "2");
    })
    .bytes();
}

export const SLIDES = [
  { title: "Folding", points: ["Fold each sheet once.", "Press the fold flat."] },
  { title: "Sewing", points: ["Sew through the folds.", "Keep the thread taut."] },
  { title: "Covers", points: ["Cut the boards to size.", "Glue the cloth on."] },
  { title: "Trimming", points: ["Trim the fore edge.", "Sand it smooth."] },
];

/**
 * Slides (landscape pages) with a few points each under a navigation bar and over a
 * footline, both in small print and together longer than the points, as slide themes set
 * them.
 */
export function slidesPdf(): Uint8Array {
  const builder = new PdfBuilder();
  SLIDES.forEach(({ title, points }, i) => {
    builder.page(
      (p) => {
        p.text(20, 14, SLIDES.map((slide) => slide.title).join("   "), { size: 6 });
        p.text(30, 60, title, { size: 16, bold: true });
        p.lines(
          30,
          110,
          points.map((point) => `* ${point}`),
          24,
          { size: 11 },
        );
        p.text(
          20,
          350,
          `Eleanor Vane (Bindery School)   Bookbinding from first principles   Autumn term 2026   ${i + 1} / ${SLIDES.length}`,
          { size: 6 },
        );
      },
      480,
      360,
    );
  });
  return builder.bytes();
}

export const MANUAL = {
  before: "To start, make a folder for the work, go into it and start the program:",
  commands: ["mkdir work", "cd work", "bindery --watch notes.pdf"],
  after: "The program asks for the PDF to bind and shows how far it has got.",
};

/** A manual's page: prose, a few commands set in Courier as a block, and prose again. */
export function manualPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.lines(40, 60, wrap(LOREM.join(" ")));
      p.lines(40, 160, wrap(MANUAL.before));
      p.lines(60, 188, MANUAL.commands, 12, { mono: true, size: 9 });
      p.lines(40, 226, wrap(MANUAL.after));
    })
    .bytes();
}

export const PRINTOUT_HEAD = { time: "11/24/26, 7:29 AM", title: "Caring for Old Books" };
export const PRINTOUT_FOOT = "https://example.org/care.html";

/**
 * A web page printed from a browser: the date and time and the page's title at the top
 * of every page, its address and "page of pages" at the foot.
 */
export function browserPrintoutPdf(pages: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 1; n <= pages; n++) {
    builder.page((p) => {
      p.text(20, 20, PRINTOUT_HEAD.time, { size: 8 });
      p.text(180, 20, PRINTOUT_HEAD.title, { size: 8 });
      p.lines(40, 80, wrap(`Printed page ${n} reads: ${LOREM[n % LOREM.length]}`));
      p.text(20, 585, PRINTOUT_FOOT, { size: 8 });
      p.text(380, 585, `${n}/${pages}`, { size: 8 });
    });
  }
  return builder.bytes();
}

/** One page with text and a picture, a tiny icon, and a thin rule image. */
export function picturePdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.lines(40, 60, wrap(LOREM[2] as string));
      p.image(60, 120, 300, 200, { width: 600, height: 400 });
      p.image(40, 340, 10, 10, { width: 16, height: 16 });
      p.image(40, 360, 340, 2, { width: 400, height: 4 });
      p.lines(40, 400, wrap(LOREM[3] as string));
    })
    .bytes();
}

/** Pages of text, each with its own picture. */
export function picturesPdf(count: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 1; n <= count; n++) {
    builder.page((p) => {
      p.lines(40, 60, wrap(LOREM[n % LOREM.length] as string));
      p.image(60, 120, 300, 200, { width: 300 + n * 10, height: 200 });
    });
  }
  return builder.bytes();
}

/** A scan: one page that is only a picture, no text at all. */
export function scanPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.image(0, 0, 420, 600, { width: 840, height: 1200 });
    })
    .bytes();
}

export const ICON_LIST = [
  "Watch the videos online.",
  "Read the notes on paper.",
  "Ask in the forum.",
];

/** A paragraph, then a list whose items start with icons from a font that tells no characters. */
export function iconListPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 60, "Where to find the course", { size: 16, bold: true });
      p.lines(40, 90, wrap(LOREM[0] as string));
      ICON_LIST.forEach((item, i) => {
        p.unmapped(40, 190 + i * 16, "x");
        p.text(54, 190 + i * 16, item);
      });
    })
    .bytes();
}

/**
 * A page of verses set in a font without a Unicode map, under a title in an ordinary font
 * and with verse numbers in it (as Devanagari in old TeX fonts comes out).
 */
export function unmappedVersesPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.text(40, 60, "Verses of the morning hymn", { size: 14, bold: true });
      for (let i = 0; i < 8; i++) {
        // Each verse its own: words of 2 to 7 glyphs.
        const verse = Array.from({ length: 5 }, (_, w) => "x".repeat(2 + ((i + w * 3) % 6)));
        p.unmapped(40, 100 + i * 20, verse.join(" "));
        p.text(300, 100 + i * 20, `1.${i + 1}`);
      }
    })
    .bytes();
}

/**
 * One page per way of drawing: the name says whether it draws in colour. Colours set in
 * grey, in RGB or CMYK that are greys, and grey images make grey pages.
 */
/** Pages in greys and in colour, with and without images (see drawing-probe.ts). */
export const COLOUR_PAGES: Array<{
  name: string;
  colour: boolean;
  images: boolean;
  draw: (p: PageBuilder) => void;
}> = [
  {
    name: "black text",
    colour: false,
    images: false,
    draw: (p) => p.lines(40, 60, wrap(LOREM[0] as string)),
  },
  {
    name: "grey, RGB grey and CMYK black shapes",
    colour: false,
    images: false,
    draw: (p) =>
      p.raw(
        "0.5 g 40 40 100 100 re f 0.3 0.3 0.3 rg 40 200 100 100 re f 0 0 0 0.7 k 40 400 100 100 re f",
      ),
  },
  {
    name: "a grey image",
    colour: false,
    images: true,
    draw: (p) => p.image(40, 40, 300, 200, { width: 60, height: 40, grey: true }),
  },
  {
    name: "a stencil mask (a one-bit inline image painted in black)",
    colour: false,
    images: true,
    draw: (p) =>
      p.raw(
        "q 0 g 200 0 0 200 40 40 cm BI /W 8 /H 8 /IM true /BPC 1 /F /AHx ID AA55AA55AA55AA55> EI Q",
      ),
  },
  {
    name: "a red rule",
    colour: true,
    images: false,
    draw: (p) => p.raw("1 0 0 RG 2 w 40 300 m 380 300 l S"),
  },
  {
    name: "cyan ink",
    colour: true,
    images: false,
    draw: (p) => p.raw("1 0 0 0 k 40 40 100 100 re f"),
  },
  {
    name: "a colour image",
    colour: true,
    images: true,
    draw: (p) => p.image(40, 40, 300, 200, { width: 60, height: 40 }),
  },
];

export function colourPagesPdf(): Uint8Array {
  const builder = new PdfBuilder();
  for (const { draw } of COLOUR_PAGES) builder.page(draw);
  return builder.bytes();
}

/** A page with vector art only. */
export function drawingPdf(): Uint8Array {
  return new PdfBuilder()
    .page((p) => {
      p.rect(50, 50, 300, 300).rect(100, 400, 100, 100);
    })
    .bytes();
}

/**
 * A first page that takes a page worker a second or more to render (1,500 overlapping
 * discs, each painted over most of the page, under a paragraph), then pages of text
 * that take milliseconds.
 */
export function slowFirstPagePdf(pages: number): Uint8Array {
  const discs = Array.from({ length: 1500 }, (_, i) => {
    const [r, x, y] = [150 + (i % 50), 210 + (i % 7), 300 + (i % 11)];
    const k = 0.5523 * r;
    return [
      `${(i % 10) / 10} g ${x + r} ${y} m`,
      `${x + r} ${y + k} ${x + k} ${y + r} ${x} ${y + r} c`,
      `${x - k} ${y + r} ${x - r} ${y + k} ${x - r} ${y} c`,
      `${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} c`,
      `${x + k} ${y - r} ${x + r} ${y - k} ${x + r} ${y} c f`,
    ].join(" ");
  });
  // With text, so that its snapshot is written in the background: the page is done when read.
  const builder = new PdfBuilder().page((p) =>
    p.raw(discs.join("\n")).lines(40, 60, wrap(LOREM[0] as string)),
  );
  for (let n = 1; n < pages; n++) {
    builder.page((p) => p.lines(40, 60, wrap(LOREM[n % LOREM.length] as string)));
  }
  return builder.bytes();
}

export function pagesPdf(count: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 1; n <= count; n++)
    builder.page((p) => p.lines(40, 60, wrap(LOREM[n % LOREM.length] as string)));
  return builder.bytes();
}

export const ARABIC_TEXT = "مرحبا بالعالم. هذا نص عربي قصير للتجربة، والكتاب جميل!";
export const HEBREW_TEXT = "שלום עולם, זהו ספר קטן לבדיקה.";
/** Arabic-Indic numbers (read left to right) and letters carrying vowel marks. */
export const ARABIC_NUMBERS_TEXT =
  "صدر القرار برقم ١٤٥ لسنة ٢٠٢٣، وافتُتحت الحديقة ومساحتها نحو ١٢ هكتاراً في وسط المدينة.";

const NOTO = "/usr/share/fonts/truetype/noto";

/** A font file with the script's glyphs, when the system has one (fonts-noto-core). */
export function systemFont(pattern: RegExp): string | null {
  if (!existsSync(NOTO)) return null;
  const file = readdirSync(NOTO).find((name) => pattern.test(name));
  return file ? join(NOTO, file) : null;
}

export function rtlPdf(arabicFont: string, hebrewFont: string): Uint8Array {
  const html = `<html><body>
    <h1>Languages</h1>
    <p dir="rtl">${ARABIC_TEXT}</p>
    <p dir="rtl">${HEBREW_TEXT}</p>
    <p>${LOREM[0]}</p>
  </body></html>`;
  return pdfFromHtml(html, { Arabic: arabicFont, Hebrew: hebrewFont });
}

/** The area a printer's page shows (its CropBox), inside its 480×678 pt MediaBox. */
export const PRINTERS_CROP_BOX: [number, number, number, number] = [42, 42, 438, 636];

/**
 * A page as printers' PDFs have them (freeculture.pdf among them): a MediaBox larger than
 * the CropBox shown, crop marks stroked in the margin between the two as one path with a
 * mark at each corner, and inside text, a picture, a shading and a dashed rule stroked in
 * the same path as a mark in the margin. With `twoInks`, the rule's colour has two inks
 * (DeviceN), which mupdf.js cannot hand from one device to another.
 */
export function printersPagePdf(options: { twoInks?: boolean; pages?: number } = {}): Uint8Array {
  const ruleColour = options.twoInks ? "/Inks CS 1 0.5 SC" : "0.8 0.1 0.1 RG";
  const builder = new PdfBuilder();
  for (let n = 0; n < (options.pages ?? 1); n++) {
    builder.page(
      (p) => {
        p.lines(60, 80, wrap(LOREM[0] as string));
        p.image(80, 160, 300, 200, { width: 600, height: 400 });
        p.raw(
          [
            "q 0.5 w 0 G",
            "42 678 m 42 654 l 0 636 m 24 636 l 438 678 m 438 654 l 480 636 m 456 636 l",
            "42 0 m 42 24 l 0 42 m 24 42 l 438 0 m 438 24 l 480 42 m 456 42 l S Q",
            `q 2 w [6 3] 0 d ${ruleColour} 60 240 m 420 240 l 10 10 m 30 10 l S Q`,
            "q 60 100 360 40 re W n /Sh1 sh Q",
          ].join("\n"),
        );
      },
      480,
      678,
      {
        cropBox: PRINTERS_CROP_BOX,
        resources: (doc) => ({
          Shading: {
            Sh1: {
              ShadingType: 2,
              ColorSpace: "DeviceRGB",
              Coords: [60, 0, 420, 0],
              Function: {
                FunctionType: 2,
                Domain: [0, 1],
                C0: [1, 0.8, 0],
                C1: [0, 0.3, 0.9],
                N: 1,
              },
              Extend: [true, true],
            },
          },
          ColorSpace: {
            // Two inks mixed into CMYK by a PostScript calculator function: { c m } → c m 0 0.
            Inks: [
              "DeviceN",
              ["Cyan", "Magenta"],
              "DeviceCMYK",
              doc.addStream("{ 0 0 }", {
                FunctionType: 4,
                Domain: [0, 1, 0, 1],
                Range: [0, 1, 0, 1, 0, 1, 0, 1],
              }),
            ],
          },
        }),
      },
    );
  }
  return builder.bytes();
}

/**
 * Pages that show less than their MediaBox but draw nothing beyond it: many small
 * shapes (a drawing command each) and no crop marks.
 */
export function insetDrawingPdf(pages: number): Uint8Array {
  const builder = new PdfBuilder();
  for (let n = 0; n < pages; n++) {
    builder.page(
      (p) => {
        p.lines(60, 80, wrap(LOREM[n % LOREM.length] as string));
        for (let i = 0; i < 200; i++)
          p.rect(60 + (i % 20) * 18, 200 + Math.floor(i / 20) * 18, 12, 12);
      },
      480,
      678,
      { cropBox: PRINTERS_CROP_BOX },
    );
  }
  return builder.bytes();
}

/** Hebrew with its punctuation inside the line, as LibreOffice's PDFs give it. */
export const HEBREW_PUNCTUATED = "הספרייה עברה לבניין חדש, מרווח ומואר. אנו מודים למתנדבים.";

/**
 * A line of Hebrew drawn the way LibreOffice draws it: the letters from left to right in
 * one run of the Hebrew font, then each punctuation mark on its own, in another font, at
 * its place on the line.
 */
export function visualHebrewPdf(hebrewFont: string): Uint8Array {
  const size = 14;
  const baseline = 80;
  const hebrew = new mupdf.Font("Hebrew", hebrewFont);
  const latin = new mupdf.Font("Helvetica");
  const width = (font: mupdf.Font, char: string) =>
    font.advanceGlyph(font.encodeCharacter(char.codePointAt(0) ?? 32), 0) * size;
  const visual = [...HEBREW_PUNCTUATED].reverse();
  const isMark = (char: string) => /[.,]/.test(char);
  let x = 380 - visual.reduce((sum, c) => sum + width(isMark(c) ? latin : hebrew, c), 0);
  const letters: string[] = [];
  const marks: string[] = [];
  for (const char of visual) {
    const at = `1 0 0 1 ${x.toFixed(2)} ${600 - baseline} Tm`;
    if (isMark(char)) marks.push(`${at} (${char}) Tj`);
    else if (char !== " ") {
      const glyph = hebrew.encodeCharacter(char.codePointAt(0) ?? 32);
      letters.push(`${at} <${glyph.toString(16).padStart(4, "0")}> Tj`);
    }
    x += width(isMark(char) ? latin : hebrew, char);
  }
  return new PdfBuilder()
    .page(
      (p) => {
        p.raw(`BT /H ${size} Tf ${letters.join(" ")} ET`);
        p.raw(`BT /L ${size} Tf ${marks.join(" ")} ET`);
      },
      420,
      600,
      {
        resources: (doc) => ({
          Font: { H: doc.addFont(hebrew), L: doc.addSimpleFont(latin) },
        }),
      },
    )
    .bytes();
}

/** Adobe's placeholder on the PDF pages of a dynamic XFA form. */
export const XFA_PLACEHOLDER = [
  "Please wait...",
  "If this message is not eventually replaced by the proper contents of the document, your PDF",
  "viewer may not be able to display this type of document.",
];

/** An XFA form: its pages only say "Please wait", or (static) carry the form's own text. */
export function xfaFormPdf(pageLines: string[] = XFA_PLACEHOLDER): Uint8Array {
  return new PdfBuilder()
    .page((p) => p.lines(30, 60, pageLines, 14, { size: 9 }))
    .xfa()
    .bytes();
}

/** The text of a scanned page: a page of LOREM set in 12 pt, as a scanner sees it. */
export const SCANNED_LINES = wrap(`${LOREM.join(" ")} ${CLAUSES.join(" ")}`, 62);

/** The scanned page's text, printed in Helvetica. */
function printScannedLines(p: PageBuilder): void {
  p.lines(50, 80, SCANNED_LINES, 18, { size: 12 });
}

/**
 * The scanned page's lines set close from the top of the page, so that the page's top
 * sixth holds several of them.
 */
export function printLinesFromTop(p: PageBuilder): void {
  p.lines(50, 30, SCANNED_LINES, 15, { size: 12 });
}

/**
 * The scanned page's lines in a script no OCR model reads: each letter a box, each space a
 * space (as a scan in a language without trained data looks to tesseract).
 */
export function printUnreadableLines(p: PageBuilder): void {
  for (const [i, line] of SCANNED_LINES.entries()) p.unmapped(50, 80 + 18 * i, line, 12);
}

/**
 * A scan without a text layer: a page printed by `print` (by default SCANNED_LINES),
 * rendered to pixels (200 dpi, greys) by MuPDF and wrapped in a PDF as one image covering
 * the page. `pages` such pages.
 */
export function scannedPdf(
  pages = 1,
  print: (p: PageBuilder) => void = printScannedLines,
): Uint8Array {
  const pixels = scannedPixels(print);
  const builder = new PdfBuilder();
  for (let n = 0; n < pages; n++) builder.page((p) => p.pixmap(0, 0, 612, 792, pixels), 612, 792);
  return builder.bytes();
}

/** `textPages` pages with a text layer, then one scanned page (as scannedPdf's). */
export function textThenScanPdf(textPages: number): Uint8Array {
  const pixels = scannedPixels(printScannedLines);
  const builder = new PdfBuilder();
  for (let n = 1; n <= textPages; n++)
    builder.page((p) => p.lines(40, 60, wrap(LOREM[n % LOREM.length] as string)));
  builder.page((p) => p.pixmap(0, 0, 612, 792, pixels), 612, 792);
  return builder.bytes();
}

/** A letter page printed by `print`, rendered to pixels (200 dpi, greys) by MuPDF. */
function scannedPixels(print: (p: PageBuilder) => void): mupdf.Pixmap {
  const printed = new PdfBuilder().page(print, 612, 792).bytes();
  const page = mupdf.Document.openDocument(printed, "application/pdf").loadPage(0);
  return page.toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceGray, false);
}
