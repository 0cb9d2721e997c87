import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PHONE } from "../support/browser.js";
import { insertLongBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  dragPage,
  pageIndexesInDom,
  readerPath,
  recordReaderRequests,
  waitForAddressPage,
  waitForPages,
  watchPageElements,
} from "../support/reader-page.js";
import { labelledPage, waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
const PAGES = 2000;
let bookId: string;

beforeAll(() => {
  bookId = insertLongBook(harness.dataDir, PAGES);
});

const spread = (left: number) => `Pages ${left}–${left + 1} of ${PAGES}`;

/** Every class name any page element has had since this was called. */
async function watchFaceClasses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __faceClasses: Set<string> }).__faceClasses = seen;
    new MutationObserver(() => {
      for (const face of document.querySelectorAll("[data-page-index]")) {
        for (const name of face.classList) seen.add(name);
      }
    }).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["class"],
    });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __faceClasses: Set<string> }).__faceClasses]);
}

describe("the reader on a 2,000-page book", () => {
  it("loads pages 0-19 first, then chunks of 20 ahead, and a guest saves nothing", async () => {
    const { page } = await harness.newPage();
    const requests = recordReaderRequests(page);
    await page.goto(readerPath(bookId));
    await waitForPages(page, spread(1));
    expect(requests.chunks).toEqual(["0-19"]);

    for (let left = 3; left <= 9; left += 2) {
      await page.keyboard.press("ArrowRight");
      await waitForPages(page, spread(left));
    }
    // Ten pages before the chunk ends, the next one is fetched.
    expect(requests.chunks).toEqual(["0-19"]);
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, spread(11));
    await expect.poll(() => requests.chunks).toEqual(["0-19", "20-39"]);

    await page.keyboard.press("End");
    await waitForPages(page, spread(1999));
    await page.getByRole("heading", { name: "Page 2000", exact: true }).waitFor();
    expect(requests.chunks).toEqual(["0-19", "20-39", "1980-1999"]);
    await page.keyboard.press("Home");
    await waitForPages(page, spread(1));
    // Pages already fetched are not asked for again.
    expect(requests.chunks).toEqual(["0-19", "20-39", "1980-1999"]);
    expect(requests.bookViewCalls).toEqual([]);
  });

  it("keeps only the spread and the turning leaf in the DOM while paging through", async () => {
    const { page } = await harness.newPage();
    await page.goto(readerPath(bookId, 101));
    await waitForPages(page, spread(101));
    const mostPages = await watchPageElements(page);
    for (let turn = 0; turn < 30; turn++) await page.keyboard.press("ArrowRight");
    await waitForPages(page, spread(161));
    await page.keyboard.press("End");
    await waitForPages(page, spread(1999));
    await dragPage(page, "left", 0.6);
    await waitForPages(page, spread(1997));
    await page.keyboard.press("Home");
    await waitForPages(page, spread(1));
    expect(await mostPages()).toBeLessThanOrEqual(4);
    expect(await pageIndexesInDom(page)).toEqual([0, 1]);
  });

  it("opens the page a link names, and falls back to the first pages if that load fails", async () => {
    const { page } = await harness.newPage();
    await page.goto(readerPath(bookId, 1234));
    await waitForPages(page, spread(1233));
    await page.getByRole("heading", { name: "Page 1234", exact: true }).waitFor();

    const failing = (await harness.newPage()).page;
    const requests = recordReaderRequests(failing);
    await failing.route("**/api/v1/pdf_parser/books/**", (route) => {
      const start = new URL(route.request().url()).searchParams.get("start");
      return start === "1220"
        ? route.fulfill({ status: 500, json: { detail: "Server trouble." } })
        : route.continue();
    });
    await failing.goto(readerPath(bookId, 1234));
    await waitForPages(failing, spread(1));
    await waitForAddressPage(failing, 1);
    expect(requests.chunks.at(-1)).toBe("0-19");
  });

  it("reflows the text on a phone, one screen at a time, turned by buttons and swipes", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId));
    const opened = await waitForReflowedText(page);
    expect(opened.label).toBe(`Page 1 of ${PAGES}`);
    // A screen as wide as the phone, its text at full size: nothing is scaled down.
    expect(await pageIndexesInDom(page)).toEqual([0]);
    const screen = await page.locator(".flip-face--rest .book-page").boundingBox();
    expect(screen?.width).toBe(PHONE.width);
    expect(opened.fontSize).toBe("18px");

    await page.getByRole("button", { name: "Next page" }).click();
    const second = await waitForLabelAfter(page, opened.label);
    await dragPage(page, "right", 0.7);
    const third = await waitForLabelAfter(page, second.label);
    expect(labelledPage(third)).toBeGreaterThan(labelledPage(second));
    await dragPage(page, "left", 0.7);
    expect((await waitForLabelAfter(page, third.label)).label).toBe(second.label);
    await page.keyboard.press("ArrowLeft");
    expect((await waitForLabelAfter(page, second.label)).label).toBe(`Page 1 of ${PAGES}`);
  });

  it("fades between pages instead of turning them when reduced motion is asked for", async () => {
    const calm = (await harness.newPageInContext({ reducedMotion: "reduce" })).page;
    await calm.goto(readerPath(bookId));
    await waitForPages(calm, spread(1));
    const calmClasses = await watchFaceClasses(calm);
    await calm.keyboard.press("ArrowRight");
    await waitForPages(calm, spread(3));
    const seenCalm = await calmClasses();
    expect(seenCalm).toContain("flip-face--fade-in");
    expect(seenCalm).not.toContain("flip-face--leaf-front");

    const { page } = await harness.newPage();
    await page.goto(readerPath(bookId));
    await waitForPages(page, spread(1));
    const classes = await watchFaceClasses(page);
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, spread(3));
    const seen = await classes();
    expect(seen).toContain("flip-face--leaf-front");
    expect(seen).not.toContain("flip-face--fade-in");
  });
});
