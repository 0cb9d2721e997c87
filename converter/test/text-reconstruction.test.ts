import { describe, expect, it } from "vitest";
import { bookText, convert, paragraphs, tempDir } from "./support/book.js";
import { chromiumPath, pdfFromChromium } from "./support/chromium.js";
import {
  AFTER_CONTENTS,
  ARABIC_NUMBERS_TEXT,
  ARABIC_TEXT,
  ARTICLE_INFO,
  addressedLetterPdf,
  articlePdf,
  browserPrintoutPdf,
  CENTRED_TITLE,
  CLAUSES,
  CONTENTS,
  centredTitlePdf,
  charterPdf,
  contentsPdf,
  HEBREW_PUNCTUATED,
  HEBREW_TEXT,
  ICON_LIST,
  iconListPdf,
  journalArticlePdf,
  LOREM,
  letterPdf,
  MANUAL,
  manualPdf,
  OCR_HEADS,
  OVERSTRUCK,
  ocrRunningHeadsPdf,
  overstruckPdf,
  PRINTOUT_FOOT,
  PRINTOUT_HEAD,
  preprintPdf,
  RECIPIENT,
  rtlPdf,
  runningHeadsPdf,
  SENDER,
  SIGNATURE,
  SLIDES,
  STEPS,
  SUBTITLE,
  signedColumnsPdf,
  slidesPdf,
  staggeredColumnsPdf,
  systemFont,
  TABLE,
  TOTALS,
  TURNED_TABLE,
  tablePdf,
  twoColumnPdf,
  visualHebrewPdf,
} from "./support/fixtures.js";

describe("paragraphs and headings", () => {
  it("keeps every word in order, rebuilds paragraphs and marks headings", async () => {
    const { pages } = await convert(articlePdf());
    expect(paragraphs(pages)).toEqual([
      "# The Art of Binding",
      "# Materials",
      LOREM[0],
      "The binder chooses a thread that is wonderfully strong and thin for the spine.",
      LOREM[1],
    ]);
    expect(pages[0]?.page_number).toBe(1);
  });

  it("ends a paragraph at a line broken early on purpose, even without a full stop", async () => {
    // Each clause's last line stops where the next clause's first word would have fitted;
    // the heading's two lines also break early but stay one heading.
    const { pages } = await convert(charterPdf());
    expect(paragraphs(pages)).toEqual([
      "# Charter of the Bookbinders and Printers Guild",
      ...CLAUSES,
    ]);
  });

  it("makes each row of a table a paragraph of its own, its cells kept apart", async () => {
    // Not the list items, whose numbers stand apart from their text by a tab, and not a
    // line alone with one wide gap (a date set right); a line alone with two is a row.
    const { pages } = await convert(tablePdf());
    expect(paragraphs(pages)).toEqual([
      "Members of the Guild 3 February 2026",
      LOREM[0],
      ...TABLE.map((row) => row.join(" · ")),
      ...STEPS.map((step, i) => `${i + 1}. ${step}`),
      TOTALS.join(" · "),
    ]);
  });

  it("keeps the lines of an address apart, each a paragraph of its own", async () => {
    const { pages } = await convert(addressedLetterPdf());
    expect(paragraphs(pages)).toEqual([
      ...SENDER,
      "3 February 2026",
      ...RECIPIENT,
      "Dear Mr Quill,",
      LOREM.join(" "),
    ]);
  });

  it("keeps a title centred over two lines one heading, its smaller subtitle another", async () => {
    const { pages } = await convert(centredTitlePdf());
    expect(paragraphs(pages)).toEqual([
      `# ${CENTRED_TITLE.join(" ")}`,
      `# ${SUBTITLE}`,
      LOREM[0],
      LOREM[1],
    ]);
  });

  it("ends a title whose last line is one word before the smaller line under it", async () => {
    const title = ["The Binders of Bath and Their", "Guild"];
    const { pages } = await convert(centredTitlePdf(title));
    expect(paragraphs(pages).slice(0, 2)).toEqual([`# ${title.join(" ")}`, `# ${SUBTITLE}`]);
  });

  it("keeps a smaller line under a title in it when it goes on in lower case", async () => {
    const goesOn = "of the City and Its Guild";
    const { pages } = await convert(centredTitlePdf(CENTRED_TITLE, goesOn));
    expect(paragraphs(pages)[0]).toBe(`# ${CENTRED_TITLE.join(" ")} ${goesOn}`);
  });

  it("makes each entry of a contents page a paragraph, its leader dots shortened", async () => {
    const { pages } = await convert(contentsPdf());
    // The entries, set larger than the body text that follows, are not headings.
    expect(paragraphs(pages)).toEqual([
      "# Contents",
      ...CONTENTS.map(({ title, page }) => `${title} … ${page}`),
      AFTER_CONTENTS,
    ]);
  });

  it("reads text printed over itself (bold faked by overstriking) once", async () => {
    const { pages } = await convert(overstruckPdf());
    expect(paragraphs(pages)).toEqual([OVERSTRUCK, LOREM[0]]);
  });

  it('leaves out icons whose font tells no character, not a "�" in their place', async () => {
    const { pages } = await convert(iconListPdf());
    expect(pages.map((page) => page.visual_content)).toEqual([[]]);
    expect(paragraphs(pages)).toEqual(["# Where to find the course", LOREM[0], ...ICON_LIST]);
  });

  it("sets commands in a typewriter font apart from the prose around them, line by line", async () => {
    const { pages } = await convert(manualPdf());
    expect(paragraphs(pages)).toEqual([
      LOREM.join(" "),
      MANUAL.before,
      ...MANUAL.commands,
      MANUAL.after,
    ]);
  });

  it("joins a word hyphenated at a line end", async () => {
    const text = bookText((await convert(articlePdf())).pages);
    expect(text).toContain("wonderfully");
    expect(text).not.toContain("won-");
  });
});

describe("multi-column pages", () => {
  it("reads the left column before the right one", async () => {
    const left = [LOREM[0] as string, LOREM[1] as string];
    const right = [LOREM[2] as string, LOREM[3] as string];
    const { pages } = await convert(twoColumnPdf(left, right));
    expect(paragraphs(pages)).toEqual(["# Two Columns", ...left, ...right]);
  });

  it("reads a column whose first line stands higher than the other column's with its column", async () => {
    const left = LOREM[1] as string;
    const right = LOREM[2] as string;
    const { pages } = await convert(staggeredColumnsPdf(left, right));
    expect(paragraphs(pages)).toEqual(["# Staggered Columns", LOREM[0], left, right]);
  });

  it("reads a column's first line set higher, over an indented paragraph, with its column", async () => {
    const left = LOREM[1] as string;
    const right = LOREM[2] as string;
    const { pages } = await convert(signedColumnsPdf(left, right));
    expect(paragraphs(pages)).toEqual([
      "# Letters Page",
      LOREM[0],
      "# Letters",
      left,
      SIGNATURE,
      right,
    ]);
  });

  it("reads the first row of columns under a block set to another gutter with those columns", async () => {
    const body = { left: LOREM[2] as string, right: LOREM[3] as string };
    const { pages } = await convert(journalArticlePdf(body));
    expect(paragraphs(pages)).toEqual([
      "# Threads That Hold",
      ...ARTICLE_INFO,
      `${LOREM[0]} ${LOREM[1]}`,
      "# 1. Introduction",
      body.left,
      body.right,
    ]);
  });

  it("reads a date set right above a greeting set left in order, not as two columns", async () => {
    const text = bookText((await convert(letterPdf())).pages);
    expect(text.indexOf("Avon, 3 February 2026")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("Avon, 3 February 2026")).toBeLessThan(text.indexOf("Dear reader,"));
    expect(text.indexOf("Dear reader,")).toBeLessThan(text.indexOf(LOREM[0] as string));
  });

  it("does not chop columns where paragraph gaps line up across them", async () => {
    // Same paragraph lengths on both sides: the gaps between paragraphs are level.
    const left = [LOREM[0] as string, LOREM[0] as string];
    const right = [LOREM[3] as string, LOREM[3] as string];
    const { pages } = await convert(twoColumnPdf(left, right));
    expect(paragraphs(pages).slice(1)).toEqual([...left, ...right]);
  });
});

describe("running heads", () => {
  it("drops headers, footers and page numbers repeated across pages", async () => {
    const { pages } = await convert(runningHeadsPdf(8));
    const text = bookText(pages);
    expect(text).not.toContain("A Study of Margins");
    expect(text).not.toContain("Chapter of Headers");
    expect(text).not.toMatch(/(^|\n)\d+(\n|$)/);
    for (let n = 1; n <= 8; n++) expect(text).toContain(`Page body number ${n} says:`);
  });

  it("drops an OCR'd scan's running head, read with a different misread letter on each page", async () => {
    const { pages } = await convert(ocrRunningHeadsPdf(8));
    const text = bookText(pages);
    for (const head of OCR_HEADS) expect(text).not.toContain(head);
    for (let n = 1; n <= 8; n++) expect(text).toContain(`Page body number ${n} says:`);
  });

  it("drops a printout's date and time, title, address and page of pages", async () => {
    const { pages } = await convert(browserPrintoutPdf(5));
    const text = bookText(pages);
    for (const furniture of [PRINTOUT_HEAD.time, PRINTOUT_HEAD.title, PRINTOUT_FOOT, "/5"]) {
      expect(text).not.toContain(furniture);
    }
    for (let n = 1; n <= 5; n++) expect(text).toContain(`Printed page ${n} reads:`);
  });

  it("drops an archive stamp set turned in the margin, not turned text that is the page", async () => {
    const { pages } = await convert(preprintPdf());
    const text = bookText(pages);
    expect(text).not.toContain("arXiv");
    expect(paragraphs(pages).slice(0, 2)).toEqual(["# A Study of Margins", LOREM.join(" ")]);
    for (const row of TURNED_TABLE) expect(text).toContain(row);
  });

  it("reads slides' points as body text, though their navigation bar and footline have more", async () => {
    const { pages } = await convert(slidesPdf());
    expect(paragraphs(pages)).toEqual(
      SLIDES.flatMap(({ title, points }) => [`# ${title}`, ...points.map((point) => `* ${point}`)]),
    );
  });
});

describe("right-to-left text", () => {
  const arabicFont = systemFont(/^NotoNaskhArabic-Regular|^NotoSansArabic-Regular/);
  const hebrewFont = systemFont(/^NotoSansHebrew-Regular|^NotoSerifHebrew-Regular/);
  const fonts = arabicFont && hebrewFont ? { arabicFont, hebrewFont } : null;
  if (!fonts) {
    console.warn(
      "Skipping the Arabic/Hebrew test: no Noto Arabic and Hebrew fonts (Debian fonts-noto-core).",
    );
  }

  it.skipIf(!fonts)("keeps Arabic and Hebrew in logical order with their punctuation", async () => {
    if (!fonts) return;
    const result = await convert(rtlPdf(fonts.arabicFont, fonts.hebrewFont));
    const found = paragraphs(result.pages);
    expect(found).toContain(ARABIC_TEXT);
    expect(found).toContain(HEBREW_TEXT);
    expect(found).toContain(LOREM[0]);
    expect(found.indexOf(ARABIC_TEXT)).toBeLessThan(found.indexOf(HEBREW_TEXT));
  });

  const chromium = chromiumPath();
  it.skipIf(!fonts || !chromium)(
    "keeps Arabic-Indic numbers and vowel-marked letters in order, as Chromium prints them",
    async () => {
      const html = `<html dir="rtl"><body style="font-family: 'Noto Naskh Arabic'">
        <p>${ARABIC_NUMBERS_TEXT}</p></body></html>`;
      const { pages } = await convert(pdfFromChromium(chromium as string, html, tempDir()));
      expect(paragraphs(pages)).toEqual([ARABIC_NUMBERS_TEXT]);
    },
  );

  it.skipIf(!fonts)(
    "puts punctuation drawn apart from the Hebrew letters back in its place",
    async () => {
      if (!fonts) return;
      const { pages } = await convert(visualHebrewPdf(fonts.hebrewFont));
      expect(paragraphs(pages)).toEqual([HEBREW_PUNCTUATED]);
    },
  );
});
