import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, numberedBooks, openLibraryDb } from "../support/library-db.js";

const harness = useBrowserHarness();
let db: LibraryDb;

beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  db.emptyCatalog();
  db.addPublicBooks(numberedBooks(30, "Classic"));
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
});
