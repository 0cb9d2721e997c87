import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  type LibraryDb,
  numberedBooks,
  openLibraryDb,
  type SeededBook,
} from "../support/library-db.js";
import { readerPath, waitForPages } from "../support/reader-page.js";

const harness = useBrowserHarness();
let db: LibraryDb;
let book: SeededBook;

beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  db.emptyCatalog();
  db.addPublicBooks(numberedBooks(30, "Classic"));
  [book] = db.addPublicBooks([{ title: "A Steady Classic", author: "An Author", pages: 12 }]) as [
    SeededBook,
  ];
});
afterAll(() => db?.close());

/**
 * The page's cumulative layout shift once its shelves have filled in: the sum of the
 * layout-shift entries Chromium reports (none of them caused by input here).
 */
async function layoutShiftOf(path: string, viewport: { width: number; height: number }) {
  const { page } = await harness.newPageInContext({ viewport });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.getByText("Classic 1", { exact: false }).first().waitFor({ timeout: 15_000 });
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

describe("layout stability", () => {
  it.each([
    ["home", "desktop", "/", DESKTOP],
    ["home", "phone", "/", PHONE],
    ["books", "desktop", "/?view=books", DESKTOP],
    ["books", "phone", "/?view=books", PHONE],
  ] as const)(
    "keeps the %s page (%s) from jumping while it loads",
    async (_name, _size, path, viewport) => {
      // Lighthouse calls a page stable under 0.1; the footer jumping away alone was 0.34.
      expect(await layoutShiftOf(path, viewport)).toBeLessThan(0.1);
    },
  );

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "keeps the reader's bars their size while the book opens (%s)",
    async (_size, viewport) => {
      // The header once gained the author's line and the toolbar the slider when the book
      // came, moving the book under them (a shift of 0.104 on a desktop). The book's answers
      // are held back until the loading state has been measured.
      const { page } = await harness.newPageInContext({ viewport });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/v1/pdf_parser/books/**", async (route) => {
        await held;
        await route.continue();
      });
      // The reader's own header (not the site's) and the footer holding its toolbar.
      const bars = () =>
        page.evaluate(() =>
          [
            document.querySelector("header:not([data-site-header])"),
            document.querySelector('nav[aria-label="Pages"]')?.closest("footer"),
          ].map((bar) => bar?.getBoundingClientRect().height ?? 0),
        );
      await page.goto(readerPath(book.id));
      await page.getByRole("navigation", { name: "Pages" }).getByText("Loading…").waitFor();
      const loading = await bars();
      release();
      await waitForPages(page, /of 12$/);
      expect(await bars()).toEqual(loading);
    },
  );
});
