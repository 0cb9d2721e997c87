import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, logInThroughForm, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { BOOK_TITLE, bookPdf } from "../support/book-pdf.js";
import {
  fetchBook,
  fetchBookView,
  fetchContents,
  saveReadingPlace,
  searchBook,
  uploadBook,
} from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertLongBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  pagesLabel,
  readerPath,
  waitForAddressPage,
  waitForPages,
} from "../support/reader-page.js";

/**
 * Ways through a book: contents, search, the page slider, go to page, the keys, a guest's
 * place, the basic view's place. What the panels should list is read from the same
 * server's contents and search endpoints.
 */
const harness = useBrowserHarness();

let owner: Account;
let bookId: string;
let pageCount: number;
let originalPages: number;

beforeAll(async () => {
  owner = await signUpAccount(harness.baseUrl);
  bookId = await uploadBook(harness.baseUrl, owner.answer.access, bookPdf(), BOOK_TITLE);
  const book = await fetchBook(harness.baseUrl, bookId, { start: 0, end: 0 }, owner.answer.access);
  pageCount = book.book.bindery_pages_count;
  originalPages = book.book.original_pages_count;
});

const VIEWPORTS = [
  { name: "1440×900", viewport: DESKTOP, single: false },
  // A phone shows the reflowed view: one screen at a time, the book page named in the label.
  { name: "390×844", viewport: PHONE, single: true },
] as const;

/**
 * What the toolbar says when page `index` (from 0) is on show: on a phone, the reflowed
 * view's label, which adds the screen within the page when the page spans several.
 */
function placeLabel(index: number, single: boolean): string | RegExp {
  if (!single) return labelFor(index);
  return new RegExp(`^Page ${index + 1} of ${pageCount}( · \\d+/\\d+)?$`);
}

/** The toolbar's label for page `index` (from 0) in the book's own pages. */
function labelFor(index: number, count = pageCount, noun = "Page"): string {
  const left = index - (index % 2);
  return left + 1 >= count
    ? `${noun} ${left + 1} of ${count}`
    : `${noun}s ${left + 1}–${left + 2} of ${count}`;
}

async function openAsOwner(viewport: { width: number; height: number }, path: string) {
  const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
  await signIn(page, owner);
  const token = owner.answer.access;
  const answers = {
    contents: () => fetchContents(harness.baseUrl, bookId, token),
    search: (query: string) => searchBook(harness.baseUrl, bookId, query, token),
  };
  await page.goto(path);
  return { page, answers };
}

/** The reader and its panels; the site header is checked by the navigation tests. */
const seriousInReader = (page: Page) =>
  seriousAxeViolations(page, { exclude: [["body > #root header.sticky"]] });

describe.each(VIEWPORTS)("the reader's ways through a book at $name", ({ viewport, single }) => {
  it("lists the contents, marks the section on show, and an entry opens its page", async () => {
    const { page, answers } = await openAsOwner(viewport, readerPath(bookId, 1));
    await waitForPages(page, placeLabel(0, single));
    const entries = await answers.contents();
    const target = entries.at(-1);
    if (!target || target.page_order === 0) throw new Error("The book's contents are too short.");

    await page.getByRole("button", { name: "Contents" }).click();
    const panel = page.getByRole("dialog", { name: "Contents" });
    await panel.waitFor();
    // The entries arrive after the panel opens (their own request): wait for all of them.
    await expect.poll(() => panel.getByRole("listitem").count()).toBe(entries.length);
    expect(await seriousInReader(page)).toEqual([]);
    await panel.getByRole("button", { name: target.title }).click();
    await panel.waitFor({ state: "detached" });
    await waitForPages(page, placeLabel(target.page_order, single));
    await waitForAddressPage(page, target.page_order + 1);
    // Focus is back on the button that opened the panel.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-opens-panel")))
      .toBe("contents");

    // `t` opens it again, with the section on show marked; Escape closes it.
    await page.keyboard.press("t");
    await panel.waitFor();
    await expect(panel.locator('[aria-current="location"]').textContent()).resolves.toContain(
      target.title,
    );
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  });

  it("searches the book, and a hit opens its page with the words marked", async () => {
    const { page, answers } = await openAsOwner(viewport, readerPath(bookId, 1));
    await waitForPages(page, placeLabel(0, single));
    const { results, total } = await answers.search("schooner");
    const hit = results.find((candidate) => candidate.page_order >= 4);
    if (!hit) throw new Error("No page after the first spread mentions a schooner.");

    await page.keyboard.press("/");
    const panel = page.getByRole("dialog", { name: "Search" });
    await panel.waitFor();
    // An empty search is refused with the server's message, without asking.
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await expect(panel.getByRole("alert").textContent()).resolves.toBe(
      "Please enter something to search for.",
    );
    await panel.getByLabel("Search this book").fill("schooner");
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.getByRole("status").textContent()).toContain(`${total} page`);
    // Snippets are text with the matched words in <mark>.
    const firstMarks = await panel.locator("mark").first().textContent();
    expect(firstMarks?.toLowerCase()).toBe("schooner");
    expect(await seriousInReader(page)).toEqual([]);

    await panel
      .getByRole("button")
      .filter({ hasText: `Page ${hit.page_order + 1}` })
      .first()
      .click();
    await panel.waitFor({ state: "detached" });
    await waitForPages(page, placeLabel(hit.page_order, single));
    const marked = await page
      .getByRole("article", { name: `Page ${hit.page_order + 1}`, exact: true })
      .locator("mark")
      .allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    const words = hit.words.map((word) => word.toLowerCase());
    expect(marked.every((word) => words.includes(word.toLowerCase()))).toBe(true);
  });

  it("goes where the slider and go to page say, and Home, End and Space turn", async () => {
    const { page } = await openAsOwner(viewport, readerPath(bookId, 1));
    await waitForPages(page, placeLabel(0, single));

    // Dragged: the bubble says the page, and letting go opens it.
    const thumb = page.getByRole("slider", { name: "Page slider" });
    const track = await thumb.boundingBox();
    if (!track) throw new Error("The page slider is not on screen.");
    // On page 1 the thumb is at the track's left end.
    const middle = track.y + track.height / 2;
    await page.mouse.move(track.x + 8, middle);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.7, middle, { steps: 8 });
    const bubble = page.locator(".page-slider__bubble");
    const chosen = Number(/Page (\d+)/.exec((await bubble.textContent()) ?? "")?.[1]);
    expect(chosen).toBeGreaterThan(1);
    // The bubble stands over the thumb, and a PDF book shows the original page's thumbnail.
    const over = await bubble.boundingBox();
    expect(
      Math.abs((over?.x ?? 0) + (over?.width ?? 0) / 2 - (track.x + track.width * 0.7)),
    ).toBeLessThan(20);
    await bubble.locator("img").waitFor();
    await page.mouse.up();
    await bubble.waitFor({ state: "detached" });
    await waitForPages(page, placeLabel(chosen - 1, single));

    // The thumb's keys move it a page at a time.
    await thumb.focus();
    await page.keyboard.press("Home");
    await waitForPages(page, placeLabel(0, single));

    // Go to page: a number out of range is refused with what to type instead.
    await page.getByRole("button", { name: "Go to page" }).click();
    const dialog = page.getByRole("dialog", { name: "Go to page" });
    await dialog.getByLabel("Page number").fill(String(pageCount + 5));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert").textContent()).resolves.toBe(
      `There is no page ${pageCount + 5}: this book has pages from 1 to ${pageCount}.`,
    );
    expect(await seriousInReader(page)).toEqual([]);
    await dialog.getByLabel("Page number").fill("12");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await waitForPages(page, placeLabel(11, single));
    await waitForAddressPage(page, 12);

    // The reader's keys, with nothing focused.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Space shows what comes next (the next spread, or the next screen on a phone) and
    // Shift+Space comes back to the same place.
    const before = (await pagesLabel(page).textContent()) ?? "";
    await page.keyboard.press("Space");
    await page.waitForFunction(
      (previous) => document.querySelector('nav[aria-label="Pages"] p')?.textContent !== previous,
      before,
    );
    const after = (await pagesLabel(page).textContent()) ?? "";
    expect(Number(/Pages? (\d+)/.exec(after)?.[1])).toBeGreaterThanOrEqual(12);
    await page.keyboard.press("Shift+Space");
    await waitForPages(page, before);
    await page.keyboard.press("End");
    await waitForPages(page, placeLabel(pageCount - 1, single));
    await page.keyboard.press("Home");
    await waitForPages(page, placeLabel(0, single));
  });
});

describe("the reader's places", () => {
  it("opens the basic view on the original of the page on show, back on the one reached", async () => {
    const book = await fetchBook(
      harness.baseUrl,
      bookId,
      { start: 0, end: 199 },
      owner.answer.access,
    );
    // A page late in the book: its original is past the first snapshots' spread.
    const shown = book.pages.at(-3);
    if (!shown) throw new Error("The book has no pages.");
    const original = shown.page_number;
    expect(original).toBeGreaterThan(1);
    const { page } = await openAsOwner(DESKTOP, readerPath(bookId, shown.page_order + 1));
    await waitForPages(page, labelFor(shown.page_order));

    await page.getByRole("button", { name: "Switch to Basic View" }).click();
    await waitForPages(page, labelFor(original, originalPages, "Original page"));
    await page.getByRole("img", { name: `Original page ${original + 1}`, exact: true }).waitFor();
    // Contents and search are the enhanced view's; the slider and its keys still work.
    await expect(page.getByRole("button", { name: "Contents" }).count()).resolves.toBe(0);
    await page.keyboard.press("Home");
    await waitForPages(page, labelFor(0, originalPages, "Original page"));

    // Back in the book, on the book page made from the original page reached: the first.
    await page.getByRole("button", { name: "Back to Enhanced View" }).click();
    await waitForPages(page, labelFor(0));
    await waitForAddressPage(page, 1);

    // Several original pages on, back on the first book page made from the one reached.
    await page.getByRole("button", { name: "Switch to Basic View" }).click();
    await waitForPages(page, labelFor(0, originalPages, "Original page"));
    for (let turn = 0; turn < 3; turn++) await page.keyboard.press("ArrowRight");
    await waitForPages(page, labelFor(6, originalPages, "Original page"));
    const reached = book.pages.find((candidate) => candidate.page_number >= 6);
    if (!reached) throw new Error("The book has no page from original page 7.");
    await page.getByRole("button", { name: "Back to Enhanced View" }).click();
    await waitForPages(page, labelFor(reached.page_order));
    await waitForAddressPage(page, reached.page_order + 1);
  });

  it("offers no basic view for a book without snapshots", async () => {
    // A text or EPUB book counts its sections as original pages, but has no snapshots.
    const textBook = insertLongBook(harness.dataDir, 30, "Plain Text", 3);
    const { page } = await harness.newPage();
    await page.goto(readerPath(textBook, 3));
    await waitForPages(page, "Pages 3–4 of 30");
    await expect(page.getByRole("button", { name: "Switch to Basic View" }).count()).resolves.toBe(
      0,
    );
  });

  it("keeps a guest's place in a book, and makes it their progress when they log in", async () => {
    const longBook = insertLongBook(harness.dataDir, 60, "A Guest's Book");
    const { page } = await harness.newPage();
    await page.goto(readerPath(longBook, 21));
    await waitForPages(page, "Pages 21–22 of 60");
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, "Pages 23–24 of 60");

    // Opened again without a page in the address: where the guest was.
    await page.goto(readerPath(longBook));
    await waitForPages(page, "Pages 23–24 of 60");
    await waitForAddressPage(page, 23);

    const reader = await signUpAccount(harness.baseUrl);
    await logInThroughForm(page, reader);
    const saved = await fetchBookView(harness.baseUrl, longBook, reader.answer.access);
    expect(saved.last_read_page).toBe(22);

    await page.goto(readerPath(longBook));
    await waitForPages(page, "Pages 23–24 of 60");
  });

  it("does not move an account's own progress when a guest place is carried in", async () => {
    const longBook = insertLongBook(harness.dataDir, 60, "Read Elsewhere");
    const reader = await signUpAccount(harness.baseUrl);
    await saveReadingPlace(harness.baseUrl, longBook, 40, reader.answer.access);
    const { page } = await harness.newPage();
    await page.goto(readerPath(longBook, 5));
    await waitForPages(page, "Pages 5–6 of 60");

    await logInThroughForm(page, reader);
    const saved = await fetchBookView(harness.baseUrl, longBook, reader.answer.access);
    expect(saved.last_read_page).toBe(40);
  });

  it("opens the search from the address's #search=", async () => {
    const { page } = await openAsOwner(PHONE, `${readerPath(bookId, 2)}#search=lantern%20keeper`);
    const panel = page.getByRole("dialog", { name: "Search" });
    await panel.waitFor();
    await expect(panel.getByLabel("Search this book").inputValue()).resolves.toBe("lantern keeper");
    await expect.poll(() => panel.getByRole("status").textContent()).toMatch(/contain/);
    await page.keyboard.press("Escape");
    await waitForPages(page, placeLabel(1, true));
  });
});
