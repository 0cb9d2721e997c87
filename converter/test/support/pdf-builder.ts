import * as mupdf from "mupdf";

/**
 * Builds small PDFs for the tests with MuPDF itself: pages are content streams written by
 * hand, so every word, position and font size is known. Coordinates are in points from
 * the page's top-left corner.
 */

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** Courier, a typewriter font. */
  mono?: boolean;
  /** Helvetica-Oblique, as variables in formulas are set. */
  italic?: boolean;
}

export class PageBuilder {
  private readonly ops: string[] = [];
  readonly images = new Map<string, mupdf.PDFObject>();

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly doc: mupdf.PDFDocument,
  ) {}

  /** One line of text with its baseline at (x, y). Helvetica: Latin-1 only. */
  text(x: number, y: number, text: string, options: TextOptions = {}): this {
    const font = options.mono ? "FM" : options.bold ? "FB" : options.italic ? "FI" : "F";
    const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
    this.ops.push(
      `BT /${font} ${options.size ?? 10} Tf 1 0 0 1 ${x} ${this.height - y} Tm (${escaped}) Tj ET`,
    );
    return this;
  }

  /** One line of text centred on the page, its baseline at y. */
  centred(y: number, text: string, options: TextOptions = {}): this {
    return this.text((this.width - textWidth(text, options)) / 2, y, text, options);
  }

  /**
   * Glyphs of a font that tells no characters (a Type 3 font with private glyph names and
   * no Unicode map, as old TeX fonts for Devanagari or music are): each character of
   * `shape` but a space draws a box that MuPDF reads as U+FFFD.
   */
  unmapped(x: number, y: number, shape: string, size = 10): this {
    const codes = [...shape].map((char) => (char === " " ? "20" : "80")).join("");
    this.ops.push(`BT /U ${size} Tf 1 0 0 1 ${x} ${this.height - y} Tm <${codes}> Tj ET`);
    return this;
  }

  /**
   * Text in a Type 3 font of box glyphs whose letters and full stop are mapped by their
   * glyph names. `unmappedSpaces`: each space is drawn by a space-wide glyph with no
   * Unicode map (MuPDF reads U+FFFD), as in fonts that lose their spaces. `tall`: a font
   * whose box reaches 0.9 em below and 1.8 em above the baseline, so that lines set 1.2
   * em apart overlap by more than half their height.
   */
  boxLetters(
    x: number,
    y: number,
    text: string,
    options: { size?: number; unmappedSpaces?: boolean; tall?: boolean } = {},
  ): this {
    const codes = hexCodes(
      [...text].map((char) => (char === " " && options.unmappedSpaces ? 0x80 : char.charCodeAt(0))),
    );
    const font = options.tall ? "LT" : "L";
    this.ops.push(
      `BT /${font} ${options.size ?? 10} Tf 1 0 0 1 ${x} ${this.height - y} Tm <${codes}> Tj ET`,
    );
    return this;
  }

  /**
   * A line set as TeX sets it, in a font added by PdfBuilder.texBitmapFont: each
   * character's code drawn as is, no space glyph, words moved apart by a third of an em.
   */
  texLine(x: number, y: number, font: string, text: string, size = 10): this {
    const words = text
      .split(" ")
      .map((word) => `<${hexCodes([...word].map((char) => char.charCodeAt(0)))}>`);
    this.ops.push(
      `BT /${font} ${size} Tf 1 0 0 1 ${x} ${this.height - y} Tm [${words.join(" -333 ")}] TJ ET`,
    );
    return this;
  }

  /** Lines of text from (x, y) down, `leading` apart. */
  lines(x: number, y: number, lines: string[], leading = 14, options: TextOptions = {}): this {
    lines.forEach((line, i) => {
      this.text(x, y + i * leading, line, options);
    });
    return this;
  }

  /** A raster image (a gradient of the given pixel size, in colour or grey) drawn in the box. */
  image(
    x: number,
    y: number,
    width: number,
    height: number,
    pixels: { width: number; height: number; grey?: boolean },
  ): this {
    const name = `Im${this.images.size + 1}`;
    let pixmap = gradient(pixels.width, pixels.height);
    if (pixels.grey) pixmap = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceGray);
    this.images.set(name, this.doc.addImage(new mupdf.Image(pixmap)));
    this.ops.push(`q ${width} 0 0 ${height} ${x} ${this.height - y - height} cm /${name} Do Q`);
    return this;
  }

  /** A raster image of the given pixels drawn in the box (a scan, when it fills the page). */
  pixmap(x: number, y: number, width: number, height: number, pixmap: mupdf.Pixmap): this {
    const name = `Im${this.images.size + 1}`;
    this.images.set(name, this.doc.addImage(new mupdf.Image(pixmap)));
    this.ops.push(`q ${width} 0 0 ${height} ${x} ${this.height - y - height} cm /${name} Do Q`);
    return this;
  }

  /** A filled rectangle (vector art, no text, no image). */
  rect(x: number, y: number, width: number, height: number): this {
    this.ops.push(`q 0.2 0.4 0.6 rg ${x} ${this.height - y - height} ${width} ${height} re f Q`);
    return this;
  }

  /** Content-stream operators as they are, in PDF space (origin bottom-left). */
  raw(operators: string): this {
    this.ops.push(operators);
    return this;
  }

  content(): string {
    return this.ops.join("\n");
  }
}

/** The width in points of a line of text in Helvetica (bold when asked). */
export function textWidth(text: string, options: TextOptions = {}): number {
  const font = new mupdf.Font(options.bold ? "Helvetica-Bold" : "Helvetica");
  const advance = [...text].reduce(
    (sum, char) => sum + font.advanceGlyph(font.encodeCharacter(char.codePointAt(0) ?? 32)),
    0,
  );
  return advance * (options.size ?? 10);
}

export interface PageExtras {
  /** The area shown, inside the MediaBox (PDF space). */
  cropBox?: [number, number, number, number];
  /** More of the page's resources (colour spaces, shadings), made in the document. */
  resources?: (doc: mupdf.PDFDocument) => Record<string, unknown>;
  /**
   * Link annotations: a rectangle from the page's top-left corner (x0, y0, x1, y1) and
   * an action, a /URI address or a /GoTo to a page (from 1).
   */
  links?: Array<{ box: [number, number, number, number]; uri?: string; page?: number }>;
}

export interface OutlineSpec {
  title: string;
  /** The page it opens, from 1; none for a link to a web address. */
  page?: number;
  children?: OutlineSpec[];
}

export class PdfBuilder {
  private readonly doc = new mupdf.PDFDocument();
  private readonly fonts: Record<string, mupdf.PDFObject> = {
    F: this.doc.addSimpleFont(new mupdf.Font("Helvetica")),
    FB: this.doc.addSimpleFont(new mupdf.Font("Helvetica-Bold")),
    FM: this.doc.addSimpleFont(new mupdf.Font("Courier")),
    FI: this.doc.addSimpleFont(new mupdf.Font("Helvetica-Oblique")),
    U: unmappedFont(this.doc),
    L: boxLetterFont(this.doc, [0, -200, 500, 700]),
    LT: boxLetterFont(this.doc, [0, -900, 500, 1800]),
  };

  /**
   * Adds a Type 3 font (resource `name`) whose glyphs, boxes `advance` thousandths of an em
   * wide (0: drawn on top of each other), are named uniXXXX after `chars`, so MuPDF reads
   * them as those characters; code 0x41 ("A") draws the first, 0x42 the second, and so on.
   */
  namedGlyphFont(name: string, chars: string, advance: number): this {
    const glyphs = [...chars].map((char, i): [number, string] => [
      0x41 + i,
      `uni${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
    ]);
    this.fonts[name] = this.boxGlyphFont(glyphs, advance);
    return this;
  }

  /**
   * Adds a TrueType font (resource `name`) that the PDF names, `baseFont`, but neither
   * embeds nor maps to Unicode, as word processors leave their symbol fonts: MuPDF draws a
   * stand-in and reads the codes as Latin letters. Write in it with texLine.
   */
  unembeddedFont(name: string, baseFont: string): this {
    const pdfName = (value: string) => this.doc.newName(value);
    this.fonts[name] = this.doc.addObject({
      Type: pdfName("Font"),
      Subtype: pdfName("TrueType"),
      BaseFont: pdfName(baseFont),
      Encoding: pdfName("WinAnsiEncoding"),
    });
    return this;
  }

  /**
   * Adds a Type 3 font (resource and /Name `name`) as pdfTeX writes a TeX bitmap font:
   * a box glyph for each code of `text`'s characters (but the space, which TeX never
   * draws), each named after its code (/a65) and mapped to no character.
   */
  texBitmapFont(name: string, text: string): this {
    const codes = [...new Set([...text].map((char) => char.charCodeAt(0)))]
      .filter((code) => code !== 0x20)
      .sort((a, b) => a - b);
    const glyphs = codes.map((code): [number, string] => [code, `a${code}`]);
    this.fonts[name] = this.boxGlyphFont(glyphs, 500, name);
    return this;
  }

  /**
   * Adds a font (resource `name`) like TeX's maths extension font as pdfTeX embeds it:
   * named ABCDEF+CMEX10, its glyphs hanging below their origin, named as in cmex
   * (/summationtext at 0x50) and listed in its descriptor's /CharSet, with their cmex
   * widths, read as U+FFFD. Write in it with texLine, by code.
   */
  texExtensionFont(name: string): this {
    const glyphs: Array<[number, string, number]> = [
      [0x50, "summationtext", 1056],
      [0x52, "integraltext", 472],
      [0x58, "summationdisplay", 1444],
      [0x5a, "integraldisplay", 556],
    ];
    const pdfName = (value: string) => this.doc.newName(value);
    const baseFont = pdfName("ABCDEF+CMEX10");
    const procs = glyphs.map(([, glyph, width]) => [
      glyph,
      this.doc.addStream(`${width} 0 0 -1000 ${width} 0 d1 0 -1000 ${width} 1000 re f`, {}),
    ]);
    this.fonts[name] = this.doc.addObject({
      Type: pdfName("Font"),
      Subtype: pdfName("Type3"),
      Name: baseFont,
      BaseFont: baseFont,
      // cmex10's ascent and descent, which MuPDF's boxes for its glyphs span.
      FontBBox: [0, -600, 1444, 40],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: Object.fromEntries(procs),
      Encoding: {
        Type: pdfName("Encoding"),
        Differences: glyphs.flatMap(([code, glyph]) => [code, pdfName(glyph)]),
      },
      FirstChar: 0x50,
      LastChar: 0x5a,
      Widths: Array.from(
        { length: 0x5a - 0x50 + 1 },
        (_, i) => glyphs.find(([code]) => code === 0x50 + i)?.[2] ?? 0,
      ),
      // What MuPDF reads for the glyphs pdfTeX's Unicode map leaves out of an embedded
      // cmex (a Type 3 font's unknown glyph names would read as their codes' letters).
      ToUnicode: this.doc.addStream(
        [
          "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
          "/CMapName /TeX-cmex10-0 def /CMapType 2 def",
          "1 begincodespacerange <00> <FF> endcodespacerange",
          `${glyphs.length} beginbfchar`,
          ...glyphs.map(([code]) => `<${code.toString(16).toUpperCase()}> <FFFD>`),
          "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
        ].join("\n"),
        {},
      ),
      FontDescriptor: {
        Type: pdfName("FontDescriptor"),
        FontName: baseFont,
        Flags: 4,
        FontBBox: [0, -600, 1444, 40],
        Ascent: 40,
        Descent: -600,
        CharSet: this.doc.newString(glyphs.map(([, glyph]) => `/${glyph}`).join("")),
      },
      Resources: {},
    });
    return this;
  }

  /**
   * A Type 3 font whose glyphs, boxes `advance` thousandths of an em wide (0: drawn on top
   * of each other), are each given as a code and its glyph name; `name` its /Name.
   */
  private boxGlyphFont(
    glyphs: Array<[number, string]>,
    advance: number,
    name?: string,
  ): mupdf.PDFObject {
    const pdfName = (value: string) => this.doc.newName(value);
    const box = this.doc.addStream(
      `${advance} 0 0 0 ${advance} 600 d1 0 0 ${advance} 600 re f`,
      {},
    );
    const sorted = [...glyphs].sort((a, b) => a[0] - b[0]);
    const first = sorted[0]?.[0] ?? 0;
    const last = sorted.at(-1)?.[0] ?? 0;
    return this.doc.addObject({
      Type: pdfName("Font"),
      Subtype: pdfName("Type3"),
      ...(name ? { Name: pdfName(name) } : {}),
      FontBBox: [0, -200, Math.max(advance, 1), 700],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: Object.fromEntries(sorted.map(([, glyph]) => [glyph, box])),
      Encoding: {
        Type: pdfName("Encoding"),
        Differences: sorted.flatMap(([code, glyph]) => [code, pdfName(glyph)]),
      },
      FirstChar: first,
      LastChar: last,
      Widths: Array.from({ length: last - first + 1 }, () => advance),
      Resources: {},
    });
  }

  page(draw: (page: PageBuilder) => void, width = 420, height = 600, extra: PageExtras = {}): this {
    const page = new PageBuilder(width, height, this.doc);
    draw(page);
    const resources = {
      Font: this.fonts,
      XObject: Object.fromEntries(page.images),
      ...extra.resources?.(this.doc),
    };
    const pageObject = this.doc.addPage([0, 0, width, height], 0, resources, page.content());
    if (extra.cropBox) pageObject.put("CropBox", extra.cropBox);
    this.doc.insertPage(-1, pageObject);
    if (extra.links) {
      const name = (value: string) => this.doc.newName(value);
      const pages = this.doc.countPages();
      const annots = extra.links.map(({ box: [x0, y0, x1, y1], uri, page }) => {
        const action =
          page === undefined
            ? { S: name("URI"), URI: this.doc.newString(uri ?? "") }
            : {
                S: name("GoTo"),
                D: [this.doc.findPage(Math.min(page, pages) - 1), name("Fit")],
              };
        return this.doc.addObject({
          Type: name("Annot"),
          Subtype: name("Link"),
          Rect: [x0, height - y1, x1, height - y0],
          Border: [0, 0, 0],
          A: action,
        });
      });
      this.doc.findPage(pages - 1).put("Annots", annots);
    }
    return this;
  }

  /** Bookmarks: each opens a page (from 1) or, without one, a web address; children nest. */
  outline(entries: OutlineSpec[]): this {
    const iterator = this.doc.outlineIterator();
    const insert = (list: OutlineSpec[]) => {
      for (const entry of list) {
        const uri = entry.page ? `#page=${entry.page}` : "https://example.com/";
        iterator.insert({ title: entry.title, uri, open: true });
        if (entry.children) {
          // The iterator stands after the new entry: step back onto it, into its children.
          iterator.prev();
          iterator.down();
          insert(entry.children);
          iterator.up();
          iterator.next();
        }
      }
    };
    insert(entries);
    return this;
  }

  /**
   * Makes the document an XFA form (an AcroForm with an XFA packet, as Adobe LiveCycle
   * writes them); its pages are whatever the test draws.
   */
  xfa(packet = "<xdp:xdp xmlns:xdp='http://ns.adobe.com/xdp/'><template/></xdp:xdp>"): this {
    const stream = this.doc.addStream(packet, {});
    this.doc.getTrailer().get("Root").put("AcroForm", { Fields: [], XFA: stream });
    return this;
  }

  /** The page progression a viewer should use: /ViewerPreferences /Direction. */
  direction(name: "R2L" | "L2R"): this {
    this.doc
      .getTrailer()
      .get("Root")
      .put("ViewerPreferences", { Direction: this.doc.newName(name) });
    return this;
  }

  /** The language the document declares: the catalog's /Lang. */
  language(tag: string): this {
    this.doc.getTrailer().get("Root").put("Lang", this.doc.newString(tag));
    return this;
  }

  /** The PDF's bytes; options as MuPDF's writer takes them (e.g. "encrypt=aes-256,user-password=x"). */
  bytes(options = ""): Uint8Array {
    return new Uint8Array(this.doc.saveToBuffer(options).asUint8Array());
  }
}

/** A Type 3 font of one box glyph at code 0x80 and a space, named so no map applies. */
function unmappedFont(doc: mupdf.PDFDocument): mupdf.PDFObject {
  const name = (value: string) => doc.newName(value);
  return doc.addObject({
    Type: name("Font"),
    Subtype: name("Type3"),
    FontBBox: [0, 0, 600, 700],
    FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    CharProcs: {
      box: doc.addStream("600 0 0 0 550 700 d1 50 0 500 700 re f", {}),
      gap: doc.addStream("300 0 0 0 0 0 d1", {}),
    },
    Encoding: { Type: name("Encoding"), Differences: [32, name("gap"), 128, name("box")] },
    FirstChar: 32,
    LastChar: 128,
    Widths: [300, ...Array(95).fill(0), 600],
    Resources: {},
  });
}

/**
 * A Type 3 font of box glyphs for ASCII letters, digits and the full stop, mapped by their
 * glyph names; a space (code 0x20) and a space-wide glyph of no known name (code 0x80).
 */
function boxLetterFont(doc: mupdf.PDFDocument, bbox: number[]): mupdf.PDFObject {
  const name = (value: string) => doc.newName(value);
  const box = doc.addStream("500 0 0 0 450 600 d1 40 0 410 600 re f", {});
  const blank = doc.addStream("250 0 0 0 0 0 d1", {});
  const charProcs: Record<string, mupdf.PDFObject> = { space: blank, g128: blank };
  const differences: Array<number | mupdf.PDFObject> = [32, name("space"), 128, name("g128")];
  const widths: number[] = Array(0x80 - 0x20 + 1).fill(250);
  const digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
  const glyphs: Array<[string, string]> = [
    ...[..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c): [string, string] => [
      c,
      c,
    ]),
    ...digits.map((glyph, i): [string, string] => [String(i), glyph]),
    [".", "period"],
  ];
  for (const [char, glyph] of glyphs) {
    charProcs[glyph] = box;
    differences.push(char.charCodeAt(0), name(glyph));
    widths[char.charCodeAt(0) - 0x20] = 500;
  }
  return doc.addObject({
    Type: name("Font"),
    Subtype: name("Type3"),
    FontBBox: bbox,
    FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    CharProcs: charProcs,
    Encoding: { Type: name("Encoding"), Differences: differences },
    FirstChar: 0x20,
    LastChar: 0x80,
    Widths: widths,
    Resources: {},
  });
}

/** One-byte codes as a PDF hex string's digits. */
function hexCodes(codes: number[]): string {
  return codes.map((code) => code.toString(16).padStart(2, "0")).join("");
}

function gradient(width: number, height: number): mupdf.Pixmap {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  const pixels = pixmap.getPixels();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return pixmap;
}

/**
 * A PDF made by MuPDF's HTML engine, which shapes Arabic and lays out right-to-left text
 * the way word processors do. Needs a font with the script's glyphs.
 */
export function pdfFromHtml(html: string, fontFiles: Record<string, string>): Uint8Array {
  mupdf.installLoadFontFunction((_name, script) => {
    const file = fontFiles[script];
    return file ? new mupdf.Font(script, file) : null;
  });
  const source = mupdf.Document.openDocument(new TextEncoder().encode(html), "text/html");
  source.layout(420, 600, 14);
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, "pdf", "");
  for (let i = 0; i < source.countPages(); i++) {
    const page = source.loadPage(i);
    const device = writer.beginPage(page.getBounds());
    page.run(device, mupdf.Matrix.identity);
    writer.endPage();
  }
  writer.close();
  return new Uint8Array(buffer.asUint8Array());
}
