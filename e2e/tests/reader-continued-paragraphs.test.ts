import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { plainText } from "@bindery/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiPage, fetchBook } from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { plainTextBook } from "../support/plain-text-book.js";
import { readerPath } from "../support/reader-page.js";
import { waitForReflowedText } from "../support/reflow-page.js";

/**
 * A Project Gutenberg text imported by the catalog's first run, as its books are: its
 * `_italics_` become italics, and its long paragraph, split by the layout between book
 * pages, reads on over the turn in both views.
 */
const wrapAt70 = (text: string) => text.replace(/(.{1,70})(?: |$)/g, "$1\n").trimEnd();
const LONG = Array.from(
  { length: 40 },
  (_, n) =>
    `Sentence ${n + 1} of the long paragraph tells how the keeper climbed the stair and trimmed the lamp.`,
).join(" ");
const BOOK = plainTextBook("THE KEEPER'S YEAR", "Jonah Wick", [
  [
    wrapAt70(
      "The keeper read the _Nautical Almanac_ by the lamp, as he did every night of the year.",
    ),
    wrapAt70(LONG),
    wrapAt70("The night ended, and the keeper slept until noon."),
  ],
]);

const harness = useBrowserHarness({
  serverEnv: async () => {
    const seedDir = await mkdtemp(path.join(os.tmpdir(), "bindery-continued-"));
    await writeFile(path.join(seedDir, "keepers-year.txt"), BOOK);
    return { BINDERY_SEED_DIR: seedDir };
  },
});

let bookId: string;
let pages: ApiPage[];
/** page_order of the page the long paragraph goes on to. */
let continuing: number;

beforeAll(async () => {
  const listUrl = `${harness.baseUrl}/api/v1/pdf_parser/public_domain_books/?start=0&end=24`;
  // The first run imports in the background, in its own process: on a busy machine a while.
  for (let tries = 0; tries < 1500 && !bookId; tries++) {
    const { public_books } = (await (await fetch(listUrl)).json()) as {
      public_books: Array<{ book_meta_unique_id: string; status: string }>;
    };
    const ready = public_books.find((book) => book.status === "ready");
    if (ready) bookId = ready.book_meta_unique_id;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  pages = (await fetchBook(harness.baseUrl, bookId, { start: 0, end: 19 })).pages;
  continuing = pages.findIndex((page) => page.continues_paragraph);
  if (continuing < 1) throw new Error("The long paragraph was not split between pages.");
});

/** What the book page or screen shows of its paragraphs, read in the browser. */
function paragraphsIn(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        text: element.textContent ?? "",
        italic: [...element.querySelectorAll("em")].map((em) => em.textContent),
        indent: style.textIndent,
        alignLast: style.textAlignLast,
        gapAfter: style.marginBottom,
      };
    }),
  );
}

const firstWords = (text: string) => text.split(" ").slice(0, 4).join(" ");
const lastWords = (text: string) => text.split(" ").slice(-4).join(" ");

describe("a Gutenberg text's italics and a paragraph continued over a page", () => {
  it("in the book view: <em> without underscores, and the paragraph reads on over the turn", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    const before = `article[aria-label="Page ${continuing}"] .book-page__text > p`;
    const after = `article[aria-label="Page ${continuing + 1}"] .book-page__text > p`;
    await page.goto(readerPath(bookId, continuing));
    await page.locator(before).first().waitFor();
    const shown = await paragraphsIn(page, before);
    expect(shown.flatMap((paragraph) => paragraph.italic)).toContain("Nautical Almanac");
    expect(shown.map((paragraph) => paragraph.text).join(" ")).not.toMatch(/[_\p{Cc}]/u);
    // The line before the turn is a full, justified line.
    expect(shown.at(-1)?.alignLast).toBe("justify");
    expect(shown.slice(0, -1).map((paragraph) => paragraph.alignLast)).not.toContain("justify");

    await page.goto(readerPath(bookId, continuing + 1));
    await page.locator(after).first().waitFor();
    const rest = await paragraphsIn(page, after);
    expect(rest[0]?.indent).toBe("0px");
    const gap = await page
      .locator(after)
      .first()
      .evaluate((paragraph) => {
        const box = paragraph.parentElement as HTMLElement;
        const padding = Number.parseFloat(getComputedStyle(box).paddingTop);
        // The page is scaled to the window: its own px are the layout's.
        const scale = box.getBoundingClientRect().height / box.offsetHeight;
        const top = paragraph.getBoundingClientRect().top - box.getBoundingClientRect().top;
        return top / scale - padding;
      });
    expect(gap).toBeCloseTo(0, 0);
    await page.screenshot({ path: "/tmp/bindery-continued-desktop.png" });
  });

  it("in the reflowed view: the split paragraph is one paragraph again, italics in <em>", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    // As the page shows them: italic markers are <em>, not characters.
    const end = plainText(pages[continuing - 1]?.page_content.split("\n\n").at(-1) ?? "");
    const start = plainText(pages[continuing]?.page_content.split("\n\n")[0] ?? "");
    // Going to the page that continues the paragraph shows the screen where that page's
    // text starts: inside the one paragraph both parts make, with no gap or indent at the
    // turn (its line before the turn an inside line, as full as the others).
    await page.goto(readerPath(bookId, continuing + 1));
    const { label } = await waitForReflowedText(page);
    expect(label).toMatch(new RegExp(`^Page ${continuing + 1} of`));
    const joined = (await paragraphsIn(page, ".flip-face--rest .reflow-flow > p")).find(
      (paragraph) => paragraph.text.includes(`${lastWords(end)} ${firstWords(start)}`),
    );
    expect(joined?.indent).toBe("0px");

    // The chapter opens on a screen of its own, after the title page's.
    const chapter = pages.findIndex((one) => one.page_content.includes("Nautical"));
    await page.goto(readerPath(bookId, chapter + 1));
    await waitForReflowedText(page);
    const opening = await paragraphsIn(page, ".flip-face--rest .reflow-flow > p");
    expect(opening.flatMap((paragraph) => paragraph.italic)).toContain("Nautical Almanac");
    expect(opening.map((paragraph) => paragraph.text).join(" ")).not.toMatch(/[_\p{Cc}]/u);
    await page.screenshot({ path: "/tmp/bindery-continued-phone.png" });
  });
});
