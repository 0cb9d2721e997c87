import {
  CONTENT_HEIGHT,
  CONTENT_WIDTH,
  ITALIC_END as E,
  HEADING_MARKER,
  ITALIC_START as S,
} from "@bindery/contract";
import { describe, expect, it } from "vitest";
import {
  BODY_STYLE,
  breakLines,
  type FlowBlock,
  HEADING_STYLE,
  layoutBlocks,
  literataMeasurer,
} from "../src/index.js";
import { tempDir } from "./support/book.js";
import { chromiumPath, renderInChromium } from "./support/chromium.js";
import { ARABIC_TEXT, HEBREW_TEXT, LOREM } from "./support/fixtures.js";

/**
 * The layout's promise checked against a real browser: pages set in Chromium with the
 * reader's CSS never overflow the page box, and no paragraph takes more lines there than
 * the converter counted.
 */
const chromium = chromiumPath();
if (!chromium)
  console.warn("Skipping the browser layout test: Chromium is not installed (/usr/bin/chromium).");

const SAMPLES = [
  ...LOREM,
  "A well-known, state-of-the-art typesetter—careful with em dashes—and “quotes”, (brackets) and numbers like 1,234.56 or 3/4.",
  "Supercalifragilisticexpialidocious-antidisestablishmentarianism-pneumonoultramicroscopicsilicovolcanoconiosis joined.",
  "https://example.org/a/very/long/address/that/cannot/break/anywhere/but/must/still/fit/inside/the/page/box?query=yes",
  "Ünïcödé äccents, ligatures ﬁ ﬂ office affine, Œuvre, ǅ, Ǆ, Ελληνικά κείμενα, Кириллица тоже.",
  "日本語の文章は、空白がなくても行の途中で折り返されます。「かぎ括弧」や句読点、そして漢字とかなが混ざります。",
  ARABIC_TEXT,
  HEBREW_TEXT,
  `${S}Italics, as Gutenberg's underscores become: wider or narrower than upright, fifty-five affine offices${E} and then upright again, ${S}with ffi ligatures${E}, ${S}“quotes”${E}.`,
  `All set in italics: ${S}${LOREM[0]} ${LOREM[1]}${E}`,
];

describe.skipIf(!chromium)("layout in the browser", () => {
  it("fits every page and never needs more lines than measured", () => {
    const blocks: FlowBlock[] = [];
    for (let i = 0; i < 240; i++) {
      const sample = SAMPLES[i % SAMPLES.length] as string;
      const repeat = 1 + ((i * 7) % 6);
      if (i % 25 === 0)
        blocks.push({
          kind: "heading",
          text: `Part ${i / 25 + 1}: ${sample.slice(0, 40)}`,
          sourcePage: i,
        });
      blocks.push({
        kind: "paragraph",
        text: Array.from({ length: repeat }, () => sample).join(" "),
        sourcePage: i,
      });
    }
    const pages = layoutBlocks(blocks);
    const rendered = renderInChromium(chromium as string, pages, tempDir());
    expect(rendered).toHaveLength(pages.length);

    const measurer = literataMeasurer();
    for (const page of rendered) {
      expect(page.height, `page ${page.order} in the browser`).toBeLessThanOrEqual(CONTENT_HEIGHT);
      const paragraphs = (pages[page.order]?.page_content ?? "").split("\n\n");
      paragraphs.forEach((paragraph, i) => {
        const heading = paragraph.startsWith(HEADING_MARKER);
        const text = heading ? paragraph.slice(HEADING_MARKER.length) : paragraph;
        const ours = breakLines(
          text,
          heading ? HEADING_STYLE : BODY_STYLE,
          CONTENT_WIDTH,
          measurer,
        ).length;
        expect(
          page.lines[i],
          `page ${page.order} paragraph ${i}: ${text.slice(0, 60)}`,
        ).toBeLessThanOrEqual(ours);
      });
    }
  });
});
