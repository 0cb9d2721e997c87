import {
  BODY_LINE_HEIGHT,
  CONTENT_HEIGHT,
  ITALIC_END as E,
  HEADING_MARKER,
  MIN_IMAGE_HEIGHT,
  PARAGRAPH_GAP,
  parseParagraphs,
  plainText,
  ITALIC_START as S,
} from "@bindery/contract";
import { describe, expect, it } from "vitest";
import {
  BODY_STYLE,
  breakLines,
  type FlowBlock,
  LiterataMeasurer,
  layoutBlocks,
  literataMeasurer,
  measureBookPage,
  type TextMeasurer,
} from "../src/index.js";
import { LOREM } from "./support/fixtures.js";

/** Every character 10 px wide: line breaks that can be worked out by hand. */
const monospace: TextMeasurer = { measure: (text) => Array.from(text).length * 10 };
const lineTexts = (text: string, width: number, measurer = monospace) =>
  breakLines(text, BODY_STYLE, width, measurer).map(({ start, end }) => text.slice(start, end));

describe("line breaking", () => {
  it("fills lines greedily at spaces", () => {
    expect(lineTexts("aaa bbb ccc ddd", 75)).toEqual(["aaa bbb", "ccc ddd"]);
    expect(lineTexts("aaa bbb ccc ddd", 70)).toEqual(["aaa bbb", "ccc ddd"]);
    expect(lineTexts("aaa bbb ccc ddd", 69)).toEqual(["aaa", "bbb", "ccc", "ddd"]);
  });

  it("breaks a word longer than the line anywhere, after moving it to its own line", () => {
    expect(lineTexts("ab cdefghijkl", 50)).toEqual(["ab", "cdefg", "hijkl"]);
  });

  it("breaks after a hyphen between letters, as browsers do", () => {
    expect(lineTexts("aaaa well-known", 100)).toEqual(["aaaa well-", "known"]);
  });

  it("breaks between CJK characters but never before closing punctuation", () => {
    expect(lineTexts("日本語のテキスト", 30)).toEqual(["日本語", "のテキ", "スト"]);
    expect(lineTexts("日本語。です", 30)).toEqual(["日本", "語。で", "す"]);
  });

  it("measures italics in their own face, the markers taking no room", () => {
    const italicWide: TextMeasurer = {
      measure: (text, style) => Array.from(text).length * (style.italic ? 20 : 10),
    };
    const text = `aaa ${S}bbb${E} ccc`;
    const plainLines = (measurer: TextMeasurer) =>
      breakLines(text, BODY_STYLE, 125, measurer).map(({ start, end }) =>
        plainText(text.slice(start, end)),
      );
    expect(plainLines(monospace)).toEqual(["aaa bbb ccc"]);
    expect(plainLines(italicWide)).toEqual(["aaa bbb", "ccc"]);
    const literata = literataMeasurer();
    expect(literata.measure("Ahoy", { ...BODY_STYLE, italic: true })).not.toBe(
      literata.measure("Ahoy", BODY_STYLE),
    );
  });

  it("measures Literata from the font files, wider for bold headings", () => {
    const measurer = literataMeasurer();
    const body = measurer.measure("Hello, world", BODY_STYLE);
    expect(body).toBeGreaterThan(80);
    expect(body).toBeLessThan(140);
    expect(measurer.measure("Hello, world", { fontSize: 18, fontWeight: 600 })).toBeGreaterThan(
      body,
    );
    // Glyphs Literata lacks are estimated generously: a CJK character is a full em.
    expect(measurer.measure("日本", BODY_STYLE)).toBe(36);
  });

  it.each([
    ["a fresh measurer", false],
    ["a measurer preloaded with every pair of common characters", true],
  ])(
    "measures words from shaped pieces exactly as shaping each word whole would: %s",
    async (_, preloaded) => {
      // The measurer learns units and kerning from the first words and reuses them:
      // ligatures (fi, ff, ffl, ft, Th), kerning (To, AV, y.), capitals and punctuation.
      const measurer = new LiterataMeasurer();
      if (preloaded) await measurer.learnCommonPairs();
      const text = [
        ...LOREM,
        "The office staff of fifty-five affluent officials found the AVERAGE efficiency",
        "Toward Thursday, “Yes,” they wrote; fjords afterwards — Thebes’ often-cited offal.",
        "Théâtre façade naïve coöperate: œuvre Ærø Łódź ŠKODA Øresund.",
      ].join(" ");
      const differences: string[] = [];
      for (const weight of [BODY_STYLE.fontWeight, 600]) {
        for (const word of text.split(/\s+/)) {
          const measured = measurer.measure(word, { fontSize: 100, fontWeight: weight });
          // Every character here is in Literata: each run has a font to shape with.
          const shapedWhole = measurer
            .fontRuns(word, { fontWeight: weight })
            .reduce((width, { font, text }) => {
              if (!font) throw new Error(`no Literata glyph in ${word}`);
              return width + (font.layout(text).advanceWidth / font.unitsPerEm) * 100;
            }, 0);
          if (Math.abs(measured - shapedWhole) > 1e-9) differences.push(`${weight} ${word}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );
});

/** With the 10 px monospace measurer, 11 words "abcd" fill one 550 px line. */
const paragraphOfLines = (lines: number): FlowBlock => ({
  kind: "paragraph",
  text: Array.from({ length: lines * 11 }, () => "abcd").join(" "),
  sourcePage: 1,
});

const longText = (words: number) =>
  Array.from(
    { length: words },
    (_, i) => (LOREM[i % LOREM.length] as string).split(" ")[i % 9],
  ).join(" ");

describe("layout into pages", () => {
  it("never overflows a page and loses no text when paragraphs split", () => {
    const blocks: FlowBlock[] = [];
    for (let i = 0; i < 40; i++) {
      if (i % 7 === 0)
        blocks.push({ kind: "heading", text: `Chapter ${i / 7 + 1}`, sourcePage: i + 1 });
      blocks.push({ kind: "paragraph", text: longText(40 + ((i * 53) % 300)), sourcePage: i + 1 });
    }
    const pages = layoutBlocks(blocks);
    for (const page of pages) expect(measureBookPage(page).overflows).toBe(false);
    const words = (text: string) =>
      text.replaceAll(HEADING_MARKER, "").split(/\s+/).filter(Boolean);
    const input = blocks.flatMap((b) => ("text" in b ? words(b.text) : []));
    expect(pages.flatMap((p) => words(p.page_content))).toEqual(input);
    expect(pages.map((p) => p.page_order)).toEqual(pages.map((_, i) => i));
  });

  it("marks the page a split paragraph goes on, closing and reopening its italics", () => {
    const split = `${S}${longText(260)}${E}`;
    const pages = layoutBlocks([
      { kind: "paragraph", text: longText(30), sourcePage: 1 },
      { kind: "paragraph", text: split, sourcePage: 1 },
      { kind: "page-break", sourcePage: 1 },
      { kind: "paragraph", text: longText(30), sourcePage: 2 },
    ]);
    expect(pages.length).toBe(3);
    expect(pages.map((page) => page.continues_paragraph ?? false)).toEqual([false, true, false]);
    const [first, second] = pages.map((page) => parseParagraphs(page.page_content));
    expect(first?.at(-1)?.text).toMatch(new RegExp(`^${S}[^${S}${E}]+${E}$`));
    expect(second?.[0]?.text).toMatch(new RegExp(`^${S}[^${S}${E}]+${E}$`));
    for (const page of pages) expect(measureBookPage(page).overflows).toBe(false);
  });

  it("numbers pages after the PDF page their first block comes from", () => {
    const pages = layoutBlocks([
      { kind: "paragraph", text: "one", sourcePage: 3 },
      { kind: "page-break", sourcePage: 3 },
      { kind: "paragraph", text: "two", sourcePage: 4 },
    ]);
    expect(pages.map((p) => [p.page_number, p.page_content])).toEqual([
      [3, "one"],
      [4, "two"],
    ]);
  });

  it("starts a heading on a new page when the current one is more than half full", () => {
    const heading: FlowBlock = { kind: "heading", text: "Next", sourcePage: 1 };
    const options = { measurer: monospace };
    // Half of the page is (554 - 4) / 2 = 275 px: 9.8 lines of 28 px.
    expect(layoutBlocks([paragraphOfLines(8), heading], options)).toHaveLength(1);
    const late = layoutBlocks([paragraphOfLines(11), heading], options);
    expect(late).toHaveLength(2);
    expect(late[1]?.page_content).toBe(`${HEADING_MARKER}Next`);
  });

  it("keeps a heading its source set amid the text on a page more than half full", () => {
    const section: FlowBlock = { kind: "heading", text: "Next", sourcePage: 1, amidText: true };
    const options = { measurer: monospace };
    const pages = layoutBlocks([paragraphOfLines(11), section, paragraphOfLines(2)], options);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.page_content).toContain(`\n\n${HEADING_MARKER}Next\n\n`);
    // Without room for two lines under it, it still moves on.
    const low = layoutBlocks([paragraphOfLines(17), section, paragraphOfLines(2)], options);
    expect(low[1]?.page_content.startsWith(`${HEADING_MARKER}Next`)).toBe(true);
  });

  it("keeps a heading right under another with it, never leaving the first at a page's bottom", () => {
    const options = { measurer: monospace };
    const part: FlowBlock = { kind: "heading", text: "Part Two", sourcePage: 1 };
    const chapter: FlowBlock = { kind: "heading", text: "Chapter Five", sourcePage: 1 };
    // The part's title ends past the half of the page: the chapter's title, which would
    // open a new page on its own, stays under it.
    const pages = layoutBlocks([paragraphOfLines(9), part, chapter, paragraphOfLines(3)], options);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.page_content).toContain(
      `${HEADING_MARKER}Part Two\n\n${HEADING_MARKER}Chapter Five\n\nabcd`,
    );

    // Three-line titles: no room under the part's for the chapter's and two lines of text,
    // so both move on together.
    const title = (text: string): FlowBlock => ({
      kind: "heading",
      text: `${text} ${Array.from({ length: 30 }, () => "abcd").join(" ")}`,
      sourcePage: 1,
    });
    const [first, second] = layoutBlocks(
      [
        paragraphOfLines(5),
        paragraphOfLines(4),
        title("Part"),
        title("Chapter"),
        paragraphOfLines(3),
      ],
      options,
    );
    expect(first?.page_content).not.toContain(HEADING_MARKER);
    expect(second?.page_content.startsWith(`${HEADING_MARKER}Part abcd`)).toBe(true);
    expect(second?.page_content).toContain(`\n\n${HEADING_MARKER}Chapter abcd`);
  });

  it("puts text before images, and text after an image on a new page", () => {
    const image = { file: "a.webp", width: 800, height: 600 };
    const pages = layoutBlocks([
      { kind: "paragraph", text: "before", sourcePage: 1 },
      { kind: "image", image, sourcePage: 1 },
      { kind: "paragraph", text: "after", sourcePage: 1 },
    ]);
    expect(pages.map((p) => [p.page_content, p.visual_content])).toEqual([
      ["before", ["a.webp"]],
      ["after", []],
    ]);
  });

  it("moves an image to the next page when less than MIN_IMAGE_HEIGHT would remain", () => {
    const image: FlowBlock = {
      kind: "image",
      image: { file: "a.webp", width: 800, height: 600 },
      sourcePage: 1,
    };
    const options = { measurer: monospace };
    // 14 lines leave 550 - 392 - 14 = 144 px; 15 lines leave 116 px.
    const roomFor = (lines: number) =>
      CONTENT_HEIGHT - 4 - lines * BODY_LINE_HEIGHT - PARAGRAPH_GAP;
    expect(roomFor(14)).toBeGreaterThanOrEqual(MIN_IMAGE_HEIGHT);
    expect(roomFor(15)).toBeLessThan(MIN_IMAGE_HEIGHT);
    const fits = layoutBlocks([paragraphOfLines(14), image], options);
    expect(fits.map((p) => p.visual_content)).toEqual([["a.webp"]]);
    const moved = layoutBlocks([paragraphOfLines(15), image], options);
    expect(moved.map((p) => p.visual_content)).toEqual([[], ["a.webp"]]);
  });

  it("lets images share a page only while each keeps MIN_IMAGE_HEIGHT", () => {
    const images: FlowBlock[] = Array.from({ length: 7 }, (_, i) => ({
      kind: "image",
      image: { file: `${i}.webp`, width: 100, height: 100 },
      sourcePage: 1,
    }));
    const pages = layoutBlocks(images);
    const perPage = Math.floor(
      (CONTENT_HEIGHT - 4 + PARAGRAPH_GAP) / (MIN_IMAGE_HEIGHT + PARAGRAPH_GAP),
    );
    expect(pages[0]?.visual_content).toHaveLength(perPage);
    for (const page of pages) expect(measureBookPage(page).overflows).toBe(false);
  });

  it("keeps body text that starts with the heading marker from reading as a heading", () => {
    const [page] = layoutBlocks([{ kind: "paragraph", text: "# of items", sourcePage: 1 }]);
    expect(page?.page_content.startsWith(HEADING_MARKER)).toBe(false);
    expect(page?.page_content).toBe("#\u00A0of items");
  });

  it("reports a page that does not fit", () => {
    const text = "word ".repeat(2000).trim();
    expect(measureBookPage({ page_content: text, visual_content: [] }).overflows).toBe(true);
  });
});
