import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP } from "../support/browser.js";
import { insertProseBook, prosePageText } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
const PAGES = 45;
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, PAGES);
});

/** One reflowed spread at rest: each screen's page number, text height and paragraphs. */
interface Spread {
  numbers: number[];
  heights: number[];
  paragraphs: string[];
}

const readSpread = (page: Page): Promise<Spread> =>
  page.evaluate(() => {
    const spread: Spread = { numbers: [], heights: [], paragraphs: [] };
    for (const slot of ["left", "right"]) {
      const face = document.querySelector(`.flip-face--rest.flip-face--${slot}`);
      const window = face?.querySelector<HTMLElement>(".reflow-page__window");
      if (!face || !window) continue;
      spread.numbers.push(Number(face.querySelector(".book-page__number")?.textContent));
      spread.heights.push(window.getBoundingClientRect().height);
      const shown = window.getBoundingClientRect();
      for (const paragraph of window.querySelectorAll("p")) {
        const box = paragraph.getBoundingClientRect();
        const overlap = Math.min(box.bottom, shown.bottom) - Math.max(box.top, shown.top);
        const words = paragraph.textContent?.match(/^Page \d+, paragraph \d+\./)?.[0];
        if (overlap > 1 && words && spread.paragraphs.at(-1) !== words)
          spread.paragraphs.push(words);
      }
    }
    return spread;
  });

/** The prose book's paragraphs (not its headings) in reading order. */
const readingOrder = Array.from({ length: PAGES }, (_, order) =>
  prosePageText(order)
    .split("\n\n")
    .filter((paragraph) => !paragraph.startsWith("# "))
    .map((paragraph) => paragraph.match(/^Page \d+, paragraph \d+\./)?.[0] ?? ""),
).flat();

async function openAtSize(fontSizeStep: number, bookPage: number): Promise<Page> {
  const { page } = await harness.newPageInContext({ viewport: DESKTOP });
  await page.goto("/");
  await page.evaluate((step) => {
    localStorage.setItem(
      "bindery.reader_settings",
      JSON.stringify({
        font_size: step,
        line_spacing: "normal",
        margins: "normal",
        font: "literata",
        page_layout: "auto",
      }),
    );
  }, fontSizeStep);
  await page.goto(readerPath(bookId, bookPage));
  return page;
}

/**
 * Turns forward from book page `from` until the spread shows book page `until`, past the
 * end of the first chunk of pages (a chunk is laid out on its own), then back as many
 * times, checking the reading order on the way.
 */
async function walk(page: Page, until: number) {
  let state = await waitForReflowedText(page);
  const forward: Spread[] = [await readSpread(page)];
  const turn = async (name: "Next page" | "Previous page") => {
    await page.getByRole("button", { name }).click();
    state = await waitForLabelAfter(page, state.label);
    return readSpread(page);
  };
  while (Math.max(...(forward.at(-1)?.numbers ?? [0])) < until) {
    forward.push(await turn("Next page"));
  }
  const back: Spread[] = [forward.at(-1) as Spread];
  for (let step = 1; step < forward.length; step++) back.push(await turn("Previous page"));
  return { forward, back: back.reverse() };
}

function expectReadingOrder(spreads: Spread[]) {
  const fullHeight = Math.max(...spreads.flatMap((spread) => spread.heights));
  let lastNumber = 0;
  const seen: string[] = [];
  for (const spread of spreads) {
    // Left before right, and no spread before the one turned from.
    expect(spread.numbers).toHaveLength(2);
    const [left = 0, right = 0] = spread.numbers;
    expect(left, JSON.stringify(spread)).toBeLessThanOrEqual(right);
    expect(left, JSON.stringify(spread)).toBeGreaterThanOrEqual(lastNumber);
    lastNumber = right;
    // No near-blank page: each screen is at least a third full.
    for (const height of spread.heights) {
      expect(height, JSON.stringify(spread)).toBeGreaterThan(fullHeight / 3);
    }
    for (const paragraph of spread.paragraphs) if (seen.at(-1) !== paragraph) seen.push(paragraph);
  }
  // Every paragraph in order, none skipped, none shown again after the next one.
  const start = readingOrder.indexOf(seen[0] ?? "");
  expect(seen).toEqual(readingOrder.slice(start, start + seen.length));
}

describe("the reflowed spread keeps reading order (1440×900)", () => {
  it("at the smallest type size, across a chunk's end and back", async () => {
    const page = await openAtSize(0, 13);
    const { forward, back } = await walk(page, 26);
    expectReadingOrder(forward);
    for (const spread of forward) {
      const [left = 0, right = 0] = spread.numbers;
      expect(left).toBeLessThan(right);
    }
    expect(back).toEqual(forward);
  });

  it("at the largest type size, across a chunk's end and back", async () => {
    const page = await openAtSize(7, 17);
    const { forward, back } = await walk(page, 22);
    expectReadingOrder(forward);
    expect(back).toEqual(forward);
  });
});
