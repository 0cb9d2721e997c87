import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { pagesLabel, readerPath, waitForPages } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, 10);
});

/** Drags the mouse over the first lines of text on show, as a reader selecting them would. */
async function dragOverText(page: Page, text: string) {
  const box = await page.locator(text).first().boundingBox();
  if (!box) throw new Error("No text on show.");
  const y = box.y + 12;
  await page.mouse.move(box.x + 4, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(box.x + 4 + (box.width * 0.7 * step) / 10, y + (20 * step) / 10);
  }
  await page.mouse.up();
}

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? "");

/** Clicks the book at `fraction` of its width, halfway down. */
async function clickBook(page: Page, fraction: number) {
  const box = await page.locator(".flip-pages").boundingBox();
  if (!box) throw new Error("The book is not on the screen.");
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

describe("text on the page can be selected", () => {
  it("on the book's own pages (1440×900), and a plain click still turns", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await page.goto(readerPath(bookId, 0));
    await waitForPages(page, "Pages 1–2 of 10");
    await dragOverText(page, ".flip-face--rest.flip-face--left .book-page__text p");
    expect((await selectedText(page)).length).toBeGreaterThan(10);
    // The click that ends the selection turns nothing, nor does the one that clears it.
    await clickBook(page, 0.97);
    await page.waitForTimeout(700);
    expect(await pagesLabel(page).textContent()).toBe("Pages 1–2 of 10");
    await clickBook(page, 0.97);
    await waitForPages(page, "Pages 3–4 of 10");
  });

  it("on a phone's screen pages (390×844), and a tap still turns", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId, 2));
    const opened = await waitForReflowedText(page);
    await dragOverText(page, ".flip-face--rest .reflow-page__window");
    expect((await selectedText(page)).length).toBeGreaterThan(10);
    await clickBook(page, 0.9);
    await page.waitForTimeout(700);
    expect(await pagesLabel(page).textContent()).toBe(opened.label);
    await clickBook(page, 0.9);
    const turned = await waitForLabelAfter(page, opened.label);
    expect(turned.paragraphs).not.toEqual(opened.paragraphs);
  });
});
