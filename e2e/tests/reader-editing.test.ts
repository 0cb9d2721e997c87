import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { BOOK_TITLE, bookPdf } from "../support/book-pdf.js";
import { fetchBook, uploadBook } from "../support/books-api.js";
import { insertLongBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForAddressPage, waitForPages } from "../support/reader-page.js";

const harness = useBrowserHarness();
const PAGE_API = "**/api/v1/pdf_parser/pages/**";

let owner: Account;
let bookId: string;

beforeAll(async () => {
  owner = await signUpAccount(harness.baseUrl);
  bookId = await uploadBook(harness.baseUrl, owner.answer.access, bookPdf(), BOOK_TITLE);
});

const pagesNow = () =>
  fetchBook(harness.baseUrl, bookId, { start: 0, end: 199 }, owner.answer.access);
const article = (page: Page, number: number) =>
  page.getByRole("article", { name: `Page ${number}`, exact: true });

async function openAsOwner(number: number) {
  const watched = await harness.newPage();
  await signIn(watched.page, owner);
  await watched.page.goto(readerPath(bookId, number));
  const count = (await pagesNow()).book.bindery_pages_count;
  const left = number - 1 - ((number - 1) % 2);
  await waitForPages(watched.page, `Pages ${left + 1}–${left + 2} of ${count}`);
  return watched;
}

/** PATCH and DELETE of pages wait a moment, so the overlay can be seen. */
async function slowPageCalls(page: Page) {
  await page.route(PAGE_API, async (route) => {
    await sleep(800);
    await route.continue();
  });
}

describe("editing pages in the reader", () => {
  it("lets the owner click the text, edit it and save it, shown as text, never as markup", async () => {
    const { page } = await openAsOwner(3);
    const before = (await pagesNow()).pages[2];
    await article(page, 3).locator("p").first().click();
    const editor = page.getByRole("textbox", { name: "Text of page 3" });
    await expect(editor.inputValue()).resolves.toBe(before?.page_content);
    for (const name of ["Save", "Cancel", "Delete"]) {
      await expect(page.getByRole("button", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    // Keys typed in the editor stay in the editor: the book does not turn.
    await editor.press("ArrowRight");
    await editor.press("PageDown");
    await waitForAddressPage(page, 3);
    await expect(article(page, 3).isVisible()).resolves.toBe(true);

    const text = "# A New Heading\n\nA line with <b>tags</b> & <img src=x onerror=alert(1)> in it.";
    await editor.fill(text);
    await slowPageCalls(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saving page…" }).waitFor();
    await editor.waitFor({ state: "detached" });

    await expect(article(page, 3).getByRole("heading", { level: 2 }).textContent()).resolves.toBe(
      "A New Heading",
    );
    await expect(article(page, 3).locator("p").first().textContent()).resolves.toBe(
      "A line with <b>tags</b> & <img src=x onerror=alert(1)> in it.",
    );
    await expect(article(page, 3).locator("b, img").count()).resolves.toBe(0);
    expect((await pagesNow()).pages[2]?.page_content).toBe(text);
  });

  it("cancels without sending anything and keeps the page as it was", async () => {
    const { page } = await openAsOwner(5);
    const before = (await pagesNow()).pages[4]?.page_content;
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pdf_parser/pages/")) calls.push(request.method());
    });
    // The keyboard way in: the page's Edit button.
    await page.getByRole("button", { name: "Edit page 5" }).focus();
    await page.keyboard.press("Enter");
    const editor = page.getByRole("textbox", { name: "Text of page 5" });
    await editor.fill("Something else entirely.");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await editor.waitFor({ state: "detached" });
    await expect(article(page, 5).textContent()).resolves.toContain(before?.slice(0, 40));
    expect(calls).toEqual([]);
    expect((await pagesNow()).pages[4]?.page_content).toBe(before);
  });

  it("deletes a page: the following pages move up one place and the count goes down", async () => {
    const before = await pagesNow();
    const count = before.book.bindery_pages_count;
    const { page } = await openAsOwner(4);
    await page.getByRole("button", { name: "Edit page 4" }).click();
    await slowPageCalls(page);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete page" }).click();
    await page.getByRole("status").filter({ hasText: "Deleting page…" }).waitFor();
    await waitForPages(page, `Pages 3–4 of ${count - 1}`);

    const after = await pagesNow();
    expect(after.book.bindery_pages_count).toBe(count - 1);
    expect(after.pages.map((item) => item.page_meta_unique_id)).toEqual(
      before.pages.filter((_, index) => index !== 3).map((item) => item.page_meta_unique_id),
    );
    const formerFifth = before.pages[4]?.page_content.split("\n\n")[0]?.slice(0, 40) ?? "";
    await expect(article(page, 4).textContent()).resolves.toContain(formerFifth);
  });

  it("says 'Error saving page.' and 'Error deleting page.' when the server fails", async () => {
    const { page } = await openAsOwner(3);
    await page.route(PAGE_API, (route) =>
      route.fulfill({ status: 500, json: { detail: "Server trouble." } }),
    );
    await page.getByRole("button", { name: "Edit page 3" }).click();
    await page.getByRole("textbox", { name: "Text of page 3" }).fill("Lost words.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Error saving page." }).waitFor();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete page" }).click();
    await page.getByRole("alert").filter({ hasText: "Error deleting page." }).waitFor();
    // The editor stays open with the text, nothing is lost.
    await expect(page.getByRole("textbox", { name: "Text of page 3" }).inputValue()).resolves.toBe(
      "Lost words.",
    );
  });

  it("lets no one else edit: another user and a guest do not even see the private book", async () => {
    const other = await harness.newPage();
    await signIn(other.page, await signUpAccount(harness.baseUrl));
    for (const page of [other.page, (await harness.newPage()).page]) {
      await page.goto(readerPath(bookId));
      await page.getByRole("heading", { name: "This book is not on our shelves" }).waitFor();
      await expect(page.getByRole("button", { name: /^Edit page/ }).count()).resolves.toBe(0);
    }
  });

  it("never offers editing on a public-domain book, and a click on its text turns the page", async () => {
    const publicBook = insertLongBook(harness.dataDir, 30, "A Public Book");
    const { page } = await harness.newPage();
    await signIn(page, await signUpAccount(harness.baseUrl));
    await page.goto(readerPath(publicBook));
    await waitForPages(page, "Pages 1–2 of 30");
    await expect(page.getByRole("button", { name: /^Edit page/ }).count()).resolves.toBe(0);
    await article(page, 2).locator("p").first().click();
    await waitForPages(page, "Pages 3–4 of 30");
    await expect(page.getByRole("textbox").count()).resolves.toBe(0);
  });
});
