import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { BOOK_TITLE, bookPdf, FIRST_SENTENCE } from "../support/book-pdf.js";
import { type ApiBook, fetchBook, fetchBookView, uploadBook } from "../support/books-api.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  dragPage,
  overflowingPages,
  pageIndexesInDom,
  pagesLabel,
  readerPath,
  recordReaderRequests,
  waitForAddressPage,
  waitForPages,
} from "../support/reader-page.js";

const harness = useBrowserHarness();
const CORPUS_PDF = fileURLToPath(
  new URL("../../../shared/corpus/pdfs/us_constitution.pdf", import.meta.url),
);

let owner: Account;
let bookId: string;
let book: ApiBook;
let pageCount: number;

beforeAll(async () => {
  owner = await signUpAccount(harness.baseUrl);
  bookId = await uploadBook(harness.baseUrl, owner.answer.access, bookPdf(), BOOK_TITLE);
  book = await fetchBook(harness.baseUrl, bookId, { start: 0, end: 199 }, owner.answer.access);
  pageCount = book.book.bindery_pages_count;
});

async function openAsOwner(path: string): Promise<Page> {
  const { page } = await harness.newPage();
  await signIn(page, owner);
  await page.goto(path);
  return page;
}

/** "Pages 3–4 of 17" for the spread holding page index `index`. */
function spreadLabel(index: number): string {
  const left = index - (index % 2);
  return left + 1 >= pageCount
    ? `Page ${left + 1} of ${pageCount}`
    : `Pages ${left + 1}–${left + 2} of ${pageCount}`;
}

/** Every page of a book, spread by spread with the keyboard, checked against its box. */
async function everyPageFits(page: Page, count: number): Promise<string[]> {
  const problems: string[] = [];
  for (let left = 0; left < count; left += 2) {
    const label =
      left + 1 >= count
        ? `Page ${left + 1} of ${count}`
        : `Pages ${left + 1}–${left + 2} of ${count}`;
    await waitForPages(page, label);
    await page.waitForFunction(() => !document.querySelector(".book-page .loading-dots"));
    problems.push(...(await overflowingPages(page)));
    if (left + 2 < count) await page.keyboard.press("ArrowRight");
  }
  return problems;
}

describe("the reader on a book converted from a real PDF", () => {
  it("opens as a two-page spread with the title, page numbers and the page in the address", async () => {
    expect(pageCount).toBeGreaterThanOrEqual(10);
    const page = await openAsOwner(readerPath(bookId));
    await waitForPages(page, spreadLabel(0));
    await waitForAddressPage(page, 1);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(BOOK_TITLE);
    expect(await pageIndexesInDom(page)).toEqual([0, 1]);
    expect(await page.locator(".book-page__number").allTextContents()).toEqual(["1", "2"]);
    await expect(page.title()).resolves.toBe(`${BOOK_TITLE} · Bindery`);
  });

  it("turns by button, keys, click and drag, and a link opens the page it names", async () => {
    const page = await openAsOwner(readerPath(bookId));
    await waitForPages(page, spreadLabel(0));
    await expect(page.getByRole("button", { name: "Previous page" }).isDisabled()).resolves.toBe(
      true,
    );

    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, spreadLabel(2));
    await waitForAddressPage(page, 3);
    for (const [key, index] of [
      ["ArrowRight", 4],
      ["PageDown", 6],
      ["ArrowLeft", 4],
      ["PageUp", 2],
      ["End", pageCount - 1],
      ["Home", 0],
    ] as const) {
      await page.keyboard.press(key);
      await waitForPages(page, spreadLabel(index));
    }
    await expect(page.getByRole("button", { name: "Next page" }).isDisabled()).resolves.toBe(false);

    // The right page dragged over to the left turns forward; the left one dragged back.
    await dragPage(page, "right", 0.6);
    await waitForPages(page, spreadLabel(2));
    await dragPage(page, "left", 0.6);
    await waitForPages(page, spreadLabel(0));
    // A short drag lets the page fall back.
    await dragPage(page, "right", 0.05);
    await waitForPages(page, spreadLabel(0));
    // A click on the right page turns forward, on the left page back.
    const box = await page.locator(".flip-pages").boundingBox();
    if (!box) throw new Error("no book on screen");
    await page.mouse.click(box.x + box.width * 0.97, box.y + box.height * 0.5);
    await waitForPages(page, spreadLabel(2));
    await page.mouse.click(box.x + box.width * 0.03, box.y + box.height * 0.5);
    await waitForPages(page, spreadLabel(0));

    await page.goto(readerPath(bookId, 6));
    await waitForPages(page, spreadLabel(5));
    expect(await pageIndexesInDom(page)).toEqual([4, 5]);
  });

  it("sets every page as text that fits its box", async () => {
    const page = await openAsOwner(readerPath(bookId, 1));
    expect(await everyPageFits(page, pageCount)).toEqual([]);
    await page.keyboard.press("Home");
    await waitForPages(page, spreadLabel(0));
    await expect(page.getByText(FIRST_SENTENCE).count()).resolves.toBeGreaterThan(0);
    // Text, never markup: every page's content is in paragraphs and headings only.
    const tags = await page
      .locator(".book-page__text > *")
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.tagName))]);
    expect(tags.every((tag) => ["P", "H2", "BUTTON"].includes(tag))).toBe(true);
  });

  it("saves the page 500 ms after turning, only the last of quick turns, and restores it", async () => {
    const { page } = await harness.newPage();
    // The page's clock is stopped while the pages are turned, so the turns are quick
    // however busy the machine, and the 500 ms are counted exactly.
    await page.clock.install();
    await signIn(page, owner);
    await page.goto(readerPath(bookId));
    const requests = recordReaderRequests(page);
    await waitForPages(page, spreadLabel(0));
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    for (let turn = 0; turn < 3; turn++) await page.keyboard.press("ArrowRight");
    await waitForPages(page, spreadLabel(6));
    await page.clock.runFor(499);
    await page.waitForTimeout(300);
    expect(requests.progressPatches).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => requests.progressPatches.length).toBe(1);
    // Nothing more follows the last turn.
    await page.clock.runFor(1200);
    await page.waitForTimeout(300);
    // The place says when it was read (the page's clock), so a later one wins on the server.
    expect(requests.progressPatches).toEqual([
      { last_read_page: 6, read_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) },
    ]);
    await page.clock.resume();
    const saved = await fetchBookView(harness.baseUrl, bookId, owner.answer.access);
    expect(saved.last_read_page).toBe(6);
    expect(saved.progress).toBe(Math.floor((100 * 8) / pageCount));

    // Opened again without a page in the address, the book opens where the reader left it.
    await page.goto(readerPath(bookId));
    await waitForPages(page, spreadLabel(6));
    await waitForAddressPage(page, 7);
  });

  it("opens a picture large in an overlay that closes on Escape and on a click", async () => {
    const pictured = book.pages.find((candidate) => candidate.visual_content.length > 0);
    if (!pictured) throw new Error("The test book has no picture.");
    const number = pictured.page_order + 1;
    const page = await openAsOwner(readerPath(bookId, number));
    await waitForPages(page, spreadLabel(pictured.page_order));
    const enlarge = page.getByRole("button", { name: `Enlarge picture 1 of page ${number}` });

    await enlarge.click();
    const overlay = page.getByRole("dialog", { name: `Picture 1 of page ${number}` });
    await overlay.waitFor();
    const large = overlay.locator("img");
    await expect
      .poll(() =>
        large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    const width = await large.evaluate((image) => image.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await page.keyboard.press("Escape");
    await overlay.waitFor({ state: "detached" });

    await enlarge.click();
    await overlay.waitFor();
    // A click beside the picture. The locator's click waits until the overlay takes the
    // pointer: for a moment after it appears, Radix has the page ignore pointers.
    await overlay.click({ position: { x: 20, y: 400 } });
    await overlay.waitFor({ state: "detached" });
    // Opening the picture did not turn the page.
    await expect(pagesLabel(page).textContent()).resolves.toBe(spreadLabel(pictured.page_order));
  });

  it("switches to the original pages and back to the book page of the one reached", async () => {
    const page = await openAsOwner(readerPath(bookId, 5));
    await waitForPages(page, spreadLabel(4));
    const originals = book.book.original_pages_count;
    // The basic view opens on the original page that book page 5 came from.
    const original = book.pages[4]?.page_number ?? 0;
    const left = original - (original % 2);

    await page.getByRole("button", { name: "Switch to Basic View" }).click();
    await waitForPages(page, `Original pages ${left + 1}–${left + 2} of ${originals}`);
    const snapshot = page.getByRole("img", { name: `Original page ${original + 1}`, exact: true });
    await snapshot.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>(".snapshot-page img")].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, `Original pages ${left + 3}–${left + 4} of ${originals}`);

    // Back in the book on the first book page made from the original page reached.
    const reached = book.pages.find((candidate) => candidate.page_number >= left + 2);
    if (!reached) throw new Error(`No book page comes from original page ${left + 3}.`);
    await page.getByRole("button", { name: "Back to Enhanced View" }).click();
    await waitForPages(page, spreadLabel(reached.page_order));
    await waitForAddressPage(page, reached.page_order + 1);
  });

  it("stays enhanced when the snapshots fail, and says when one is missing", async () => {
    const watched = await harness.newPage();
    const page = watched.page;
    await signIn(page, owner);
    await page.route("**/api/v1/pdf_parser/snapshots/**", (route) =>
      route.fulfill({ status: 500, json: { detail: "Server trouble." } }),
    );
    // The owner's saved place moves on in other tests: the address says where to open.
    await page.goto(readerPath(bookId, 1));
    await waitForPages(page, spreadLabel(0));
    await page.getByRole("button", { name: "Switch to Basic View" }).click();
    await expect
      .poll(() => watched.dialogs, { timeout: 15_000 })
      .toEqual(["Failed to switch to basic view!"]);
    await page.getByRole("button", { name: "Switch to Basic View" }).waitFor();
    await expect(pagesLabel(page).textContent()).resolves.toBe(spreadLabel(0));

    // Only the first original page has a snapshot: the second says so.
    await page.unroute("**/api/v1/pdf_parser/snapshots/**");
    await page.route("**/api/v1/pdf_parser/snapshots/**", async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { snapshots: Array<{ page_number: number }> };
      await route.fulfill({
        json: { snapshots: body.snapshots.filter((snapshot) => snapshot.page_number === 0) },
      });
    });
    await page.getByRole("button", { name: "Switch to Basic View" }).click();
    await waitForPages(page, `Original pages 1–2 of ${book.book.original_pages_count}`);
    await expect(
      page.getByRole("article", { name: "Original page 2" }).textContent(),
    ).resolves.toContain("Snapshot not available");
  });

  it("has no serious or critical axe violations, with the settings open too", async () => {
    // axe is injected as a script, which the app's CSP rightly forbids; this page bypasses it.
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    await signIn(page, owner);
    await page.goto(readerPath(bookId, 3));
    await waitForPages(page, spreadLabel(2));
    // The reader and its dialogs; the site header is checked by the navigation tests.
    const serious = () => seriousAxeViolations(page, { exclude: [["body > #root header.sticky"]] });
    expect(await serious()).toEqual([]);
    await page.getByRole("button", { name: "Reader Settings" }).click();
    // The sheet's controls are their own chunk: checked once they are in.
    await page.getByRole("dialog", { name: "Reader Settings" }).getByLabel("Page theme").waitFor();
    expect(await serious()).toEqual([]);
  });
});

describe("the reader on a corpus PDF", () => {
  const available = existsSync(CORPUS_PDF);
  if (!available) {
    console.warn(`Skipping the corpus reader test: ${CORPUS_PDF} is not there.`);
  }

  it.skipIf(!available)("fits every page of a real book in its box, in its language", async () => {
    const corpusBook = await uploadBook(
      harness.baseUrl,
      owner.answer.access,
      readFileSync(CORPUS_PDF),
      `Corpus ${path.basename(CORPUS_PDF)}`,
    );
    const answer = await fetchBook(
      harness.baseUrl,
      corpusBook,
      { start: 0, end: 0 },
      owner.answer.access,
    );
    const page = await openAsOwner(readerPath(corpusBook));
    expect(await everyPageFits(page, answer.book.bindery_pages_count)).toEqual([]);
    if (answer.book.language) {
      // The pages in view with text (not the blank back of the last leaf, hidden as empty).
      const languages = await page
        .locator('.flip-face--rest .book-page:not([aria-hidden="true"])')
        .evaluateAll((pages) => pages.map((node) => node.getAttribute("lang")));
      expect(languages.length).toBeGreaterThan(0);
      expect(languages.every((lang) => lang === answer.book.language)).toBe(true);
    }
  });
});
