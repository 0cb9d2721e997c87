import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { saveReadingPlace } from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  type LibraryDb,
  numberedBooks,
  openLibraryDb,
  type SeededBook,
  TINY_PNG,
} from "../support/library-db.js";
import {
  adSlots,
  bookCards,
  carouselTrack,
  fitsViewportWidth,
  progressIn,
  recordListRanges,
  scrollLeftOf,
  titlesIn,
} from "../support/library-page.js";
import { waitForReaderOf } from "../support/reader-page.js";

const harness = useBrowserHarness();
const WAIT = { timeout: 15_000 };
const PUBLIC = "Public domain books";
const CONTINUE = "Continue reading";

let db: LibraryDb;
/** 30 public books, newest first: the lists show them in this order. */
let catalog: SeededBook[];

beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  // Whatever a first start may have imported, these tests know the whole catalog.
  db.emptyCatalog();
  const seeds = numberedBooks(30, "Classic");
  // The first three have cover images; the others are drawn as cloth bindings.
  for (const seed of seeds.slice(0, 3)) seed.cover = TINY_PNG;
  catalog = db.addPublicBooks(seeds);
});
afterAll(() => db?.close());

const titles = (books: SeededBook[]) => books.map((book) => book.title);

/** Opens a page in a fresh context of the given size, signed in as `reader` if given. */
async function openAs(
  reader: Account | null,
  viewport = DESKTOP,
  extra: { bypassCSP?: boolean } = {},
) {
  const watched = await harness.newPageInContext({ viewport, ...extra });
  if (reader) await signIn(watched.page, reader);
  return watched.page;
}

/** Saves a place in each of `books`, the first saved last (so it is the most recent). */
async function readAll(reader: Account, books: SeededBook[], lastReadPage = 19): Promise<void> {
  for (const book of [...books].reverse()) {
    await saveReadingPlace(harness.baseUrl, book.id, lastReadPage, reader.answer.access);
  }
}

async function readerWhoRead(books: SeededBook[]): Promise<Account> {
  const reader = await signUpAccount(harness.baseUrl);
  await readAll(reader, books);
  return reader;
}

describe("the home page's carousel of public books", () => {
  it("shows the first 25 (start 0, end 24), newest first, and opens a book on click", async () => {
    const page = await openAs(null);
    const ranges = recordListRanges(page, "public_domain_books");
    await page.goto("/");
    const track = carouselTrack(page, PUBLIC);
    await expect.poll(() => bookCards(track).count(), WAIT).toBe(25);
    expect(ranges).toEqual([{ start: "0", end: "24" }]);
    expect(await titlesIn(track)).toEqual(titles(catalog.slice(0, 25)));
    await page.getByRole("link", { name: "See all 30" }).waitFor();

    // A public cover is a plain, cacheable file URL, and it loads.
    const cover = bookCards(track).first().locator("img");
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT)
      .toBeGreaterThan(0);
    expect(await cover.getAttribute("src")).toBe(`/files/books/${catalog[0]?.id}/cover.png`);
    // A book without one is drawn: no broken image, the title on the cloth.
    expect(await bookCards(track).nth(5).locator("img").count()).toBe(0);

    await bookCards(track).nth(1).click();
    await waitForReaderOf(page, catalog[1]?.id);
  });

  it("shows arrows above 7 books, and each click scrolls 300 px", async () => {
    const page = await openAs(null);
    await page.goto("/");
    const track = carouselTrack(page, PUBLIC);
    await expect.poll(() => bookCards(track).count(), WAIT).toBe(25);
    const back = page.getByRole("button", { name: `Scroll ${PUBLIC} back` });
    const forward = page.getByRole("button", { name: `Scroll ${PUBLIC} forward` });
    expect(await back.isDisabled()).toBe(true);

    await forward.click();
    await expect.poll(() => scrollLeftOf(track), WAIT).toBe(300);
    await forward.click();
    await expect.poll(() => scrollLeftOf(track), WAIT).toBe(600);
    await back.click();
    await expect.poll(() => scrollLeftOf(track), WAIT).toBe(300);
    await back.click();
    await expect.poll(() => scrollLeftOf(track), WAIT).toBe(0);
    await expect.poll(() => back.isDisabled(), WAIT).toBe(true);
  });
});

describe("the home page on a phone", () => {
  it("scrolls the carousel inside the page, 300 px a step", async () => {
    const page = await openAs(null, PHONE);
    await page.goto("/");
    const track = carouselTrack(page, PUBLIC);
    await expect.poll(() => bookCards(track).count(), WAIT).toBe(25);
    expect(await fitsViewportWidth(page)).toBe(true);
    await page.getByRole("button", { name: `Scroll ${PUBLIC} forward` }).click();
    await expect.poll(() => scrollLeftOf(track), WAIT).toBe(300);
    await bookCards(track).nth(3).click();
    await waitForReaderOf(page, catalog[3]?.id);
  });
});

describe("the All public books grid", () => {
  it("pages 25 at a time with start/end, forward and back", async () => {
    const page = await openAs(null);
    const ranges = recordListRanges(page, "public_domain_books");
    await page.goto("/?view=books");
    const grid = page.getByRole("list", { name: PUBLIC, exact: true });
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(titles(catalog.slice(0, 25)));
    await page.getByText("Books 1–25 of 30 · page 1 of 2").waitFor();
    const previous = page.getByRole("button", { name: "Previous page" });
    const next = page.getByRole("button", { name: "Next page" });
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(titles(catalog.slice(25)));
    await page.getByText("Books 26–30 of 30 · page 2 of 2").waitFor();
    expect(new URL(page.url()).search).toBe("?view=books&page=2");
    expect(await next.isDisabled()).toBe(true);
    expect(ranges).toEqual([
      { start: "0", end: "24" },
      { start: "25", end: "49" },
    ]);

    await previous.click();
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(titles(catalog.slice(0, 25)));
    expect(new URL(page.url()).search).toBe("?view=books");
    // Each page is a history entry: Back returns to page 2.
    await page.goBack();
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(titles(catalog.slice(25)));
  });

  it("lays the grid out two books wide on a phone, without sideways scrolling", async () => {
    const page = await openAs(null, PHONE);
    await page.goto("/?view=books");
    const grid = page.getByRole("list", { name: PUBLIC, exact: true });
    await expect.poll(() => bookCards(grid).count(), WAIT).toBe(25);
    const boxes = await Promise.all(
      [0, 1, 2].map(async (index) => bookCards(grid).nth(index).boundingBox()),
    );
    expect(boxes[1]?.y).toBe(boxes[0]?.y);
    expect(boxes[1]?.x).toBeGreaterThan(boxes[0]?.x ?? 0);
    expect(boxes[2]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
    expect(await fitsViewportWidth(page)).toBe(true);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => bookCards(grid).count(), WAIT).toBe(5);
  });
});

describe("the dashboard", () => {
  it("shows what the reader has read in Continue reading, with its progress", async () => {
    const read = catalog.slice(3, 10);
    const reader = await signUpAccount(harness.baseUrl);
    // Different places in 40-page books, the first saved last (the most recent).
    const places = [39, 29, 19, 9, 3, 1, 0];
    const expected: number[] = [];
    for (let index = read.length - 1; index >= 0; index -= 1) {
      const book = read[index] as SeededBook;
      const place = places[index] as number;
      expected[index] = (
        await saveReadingPlace(harness.baseUrl, book.id, place, reader.answer.access)
      ).progress;
    }
    // The reader's own arithmetic: the spread holding page 19 of 40 ends at page 20, 50%.
    expect(expected).toEqual([100, 75, 50, 25, 10, 5, 5]);

    const page = await openAs(reader);
    await page.goto("/?view=dashboard");
    const shelf = carouselTrack(page, CONTINUE);
    await expect.poll(() => titlesIn(shelf), WAIT).toEqual(titles(read));
    expect(await progressIn(shelf)).toEqual(expected);
    const words = await shelf.locator("[data-progress] > span:last-child").allTextContents();
    expect(words).toEqual([
      "Finished",
      "75% read",
      "50% read",
      "25% read",
      "10% read",
      "5% read",
      "5% read",
    ]);
    // Seven books: no arrows.
    expect(await page.getByRole("button", { name: `Scroll ${CONTINUE} forward` }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Get started" }).count()).toBe(0);
  });

  it("shows arrows on Continue reading from the eighth book, scrolling 300 px", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 8));
    const page = await openAs(reader);
    await page.goto("/?view=dashboard");
    const shelf = carouselTrack(page, CONTINUE);
    await expect.poll(() => bookCards(shelf).count(), WAIT).toBe(8);
    // Eight books overflow the shelf by less than a step on a wide screen: the step stops
    // at the end.
    const overflow = await shelf.evaluate((track) => track.scrollWidth - track.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const forward = page.getByRole("button", { name: `Scroll ${CONTINUE} forward` });
    await forward.click();
    await expect.poll(() => scrollLeftOf(shelf), WAIT).toBe(Math.min(300, overflow));
    await expect.poll(() => forward.isDisabled(), WAIT).toBe(overflow <= 300);
    await page.getByRole("button", { name: `Scroll ${CONTINUE} back` }).click();
    await expect.poll(() => scrollLeftOf(shelf), WAIT).toBe(0);
  });

  it("loads Public Domain Books with start 0, end 24, in columns of 2", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 1));
    const page = await openAs(reader);
    const ranges = recordListRanges(page, "public_domain_books");
    await page.goto("/?view=dashboard");
    const shelf = carouselTrack(page, PUBLIC);
    await expect.poll(() => titlesIn(shelf), WAIT).toEqual(titles(catalog.slice(0, 25)));
    expect(ranges).toEqual([{ start: "0", end: "24" }]);
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => bookCards(shelf).nth(index).boundingBox()),
    );
    // Books fill each column of two, top then bottom, before the next column.
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) / 2);
    expect(third?.y).toBe(first?.y);
    expect(third?.x).toBeGreaterThan(first?.x ?? 0);
    await page.getByRole("button", { name: `Scroll ${PUBLIC} forward` }).click();
    await expect.poll(() => scrollLeftOf(shelf), WAIT).toBe(300);
  });

  it("fits a phone, with the shelves scrolling sideways inside the page", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 9));
    const page = await openAs(reader, PHONE);
    await page.goto("/?view=dashboard");
    await expect.poll(() => bookCards(carouselTrack(page, CONTINUE)).count(), WAIT).toBe(9);
    await expect.poll(() => bookCards(carouselTrack(page, PUBLIC)).count(), WAIT).toBe(25);
    expect(await fitsViewportWidth(page)).toBe(true);
    const forward = page.getByRole("button", { name: `Scroll ${CONTINUE} forward` });
    await forward.click();
    await expect.poll(() => scrollLeftOf(carouselTrack(page, CONTINUE)), WAIT).toBe(300);
  });
});

describe("My Books", () => {
  it("pages the user's 27 uploads 25 at a time, with progress, leaving classics to the dashboard", async () => {
    const reader = await signUpAccount(harness.baseUrl);
    const uploads = db.addOwnBooks(reader.user.email, [
      { title: "My thesis", cover: TINY_PNG },
      ...numberedBooks(26, "Upload"),
    ]);
    const openedClassics = catalog.slice(10, 13);
    await readAll(reader, openedClassics, 9);
    // Three uploads read most recently, the last of them first.
    const readUploads = uploads.slice(-3).reverse();
    await readAll(reader, readUploads, 9);
    const page = await openAs(reader);
    const ranges = recordListRanges(page, "my_books");
    await page.goto("/?view=my-books");
    const grid = page.getByRole("list", { name: "My books", exact: true });
    // The uploads read come first (most recent reading), then the others newest first.
    const shelf = [...titles(readUploads), ...titles(uploads.slice(0, -3))];
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(shelf.slice(0, 25));
    await page.getByText("Books 1–25 of 27 · page 1 of 2").waitFor();
    const progress = await progressIn(grid);
    expect(progress).toHaveLength(25);
    expect(progress.slice(0, 3)).toEqual(Array(3).fill(25));
    expect(progress.slice(3)).toEqual(Array(22).fill(0));

    // A private cover is answered signed, and the signed address loads.
    const cover = grid.locator(`a[data-book-id="${uploads[0]?.id}"] img`);
    expect(await cover.getAttribute("src")).toMatch(/\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT)
      .toBeGreaterThan(0);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => titlesIn(grid), WAIT).toEqual(shelf.slice(25));
    expect(ranges).toEqual([
      { start: "0", end: "24" },
      { start: "25", end: "49" },
    ]);

    // The classics being read are on the dashboard, after the uploads read since.
    await page.goto("/?view=dashboard");
    const reading = carouselTrack(page, CONTINUE);
    await expect
      .poll(async () => (await titlesIn(reading)).slice(0, 6), WAIT)
      .toEqual([...titles(readUploads), ...titles(openedClassics)]);

    await page.goto("/?view=my-books");
    await bookCards(grid).first().click();
    await waitForReaderOf(page, readUploads[0]?.id);
  });
});

describe("ads", () => {
  const houseAd = (page: Page) => adSlots(page).locator("[data-house-ad]");

  it("shows guests Bindery's own offer on home and the public grid, leading to /premium", async () => {
    const page = await openAs(null);
    for (const path of ["/", "/?view=books"]) {
      await page.goto(path);
      await houseAd(page).first().waitFor(WAIT);
      expect(await adSlots(page).count(), path).toBe(1);
      expect(await adSlots(page).getByText("Advertisement").count()).toBe(1);
      await adSlots(page).getByText("Read without ads. Upload without limits.").waitFor();
      expect(await adSlots(page).getByRole("link").getAttribute("href")).toBe("/premium");
    }
    // Never over a book's pages.
    await page.goto(`/read_book/${catalog[0]?.id}`);
    await page.waitForLoadState("networkidle");
    expect(await adSlots(page).count()).toBe(0);
  });

  it("shows free users the offer on the dashboard and their grids, leading to /pricing", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 2));
    const page = await openAs(reader);
    for (const path of ["/?view=dashboard", "/?view=my-books", "/?view=books", "/?view=home"]) {
      await page.goto(path);
      await houseAd(page).first().waitFor(WAIT);
      expect(await adSlots(page).count(), path).toBe(1);
      expect(
        await adSlots(page).getByRole("link", { name: "Go Premium" }).getAttribute("href"),
      ).toBe("/pricing");
    }
  });

  it("shows premium users no ads anywhere", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 2));
    db.addOwnBooks(reader.user.email, numberedBooks(2, "Upload"));
    db.makePremium(reader.user.email);
    const page = await openAs({ ...reader, storage: { ...reader.storage, is_premium: "1" } });
    for (const path of ["/?view=dashboard", "/?view=my-books", "/?view=books", "/?view=home"]) {
      await page.goto(path);
      await expect.poll(() => bookCards(page.locator("main")).count(), WAIT).toBeGreaterThan(1);
      expect(await adSlots(page).count(), path).toBe(0);
    }
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByText("Premium, for life").waitFor(WAIT);
    expect(await adSlots(page).count()).toBe(0);
  });
});

describe("accessibility of the shelves", () => {
  it("has no serious or critical axe violations, full, on desktop and phone", async () => {
    const reader = await readerWhoRead(catalog.slice(0, 9));
    // My Books holds uploads only: a full one needs the reader's own.
    db.addOwnBooks(reader.user.email, numberedBooks(9, "Upload"));
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAs(reader, viewport, { bypassCSP: true });
      for (const path of ["/?view=home", "/?view=dashboard", "/?view=books", "/?view=my-books"]) {
        await page.goto(path);
        await expect.poll(() => bookCards(page.locator("main")).count(), WAIT).toBeGreaterThan(8);
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
      }
    }
  });
});
