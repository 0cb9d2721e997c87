import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import { signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, openLibraryDb, TINY_PNG } from "../support/library-db.js";
import { bookCards, titlesIn } from "../support/library-page.js";

const harness = useBrowserHarness();
let db: LibraryDb;
beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
});
afterAll(() => db?.close());

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("The fixture made fewer books than asked.");
  return value;
}

const coverFile = (bookId: string) =>
  path.join(harness.dataDir, "files", "books", bookId, "cover.png");

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("deleting a book at %s width", (_name, viewport) => {
  it("frees a slot at the free limit for another upload", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const [garden, tide] = db.addOwnBooks(
      account.email,
      ["Garden Diary", "Tide Tables", "Old Letters", "Recipes"].map((title) => ({
        title,
        cover: TINY_PNG,
        pages: 4,
      })),
    );
    const gardenId = required(garden).id;
    const tideId = required(tide).id;
    // axe is injected as a script, which the app's CSP forbids elsewhere.
    const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
    await signIn(page, account);
    await page.goto("/?view=upload-book");
    await page.getByText("4 / 4 uploads used").waitFor();

    await page.goto("/?view=my-books");
    const shelf = page.getByRole("list", { name: "My books" });
    await bookCards(shelf).first().waitFor();
    expect(await titlesIn(shelf)).toEqual([
      "Garden Diary",
      "Tide Tables",
      "Old Letters",
      "Recipes",
    ]);

    // Cancel keeps the book.
    await page.getByRole("button", { name: "Delete “Tide Tables”" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this book?" });
    await dialog.getByText("“Tide Tables” will be deleted", { exact: false }).waitFor();
    expect(await seriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await bookCards(shelf).count()).toBe(4);

    await page.getByRole("button", { name: "Delete “Tide Tables”" }).click();
    await dialog.getByRole("button", { name: "Delete book" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="My books"] a[data-book-id]').length === 3,
    );
    expect(await titlesIn(shelf)).toEqual(["Garden Diary", "Old Letters", "Recipes"]);
    expect(existsSync(coverFile(tideId))).toBe(false);
    expect(existsSync(coverFile(gardenId))).toBe(true);

    // The slot is free at once: a new PDF is accepted.
    await page.goto("/?view=upload-book");
    await page.getByText("3 / 4 uploads used").waitFor();
    await page.getByLabel("PDF file").setInputFiles({
      name: "new.pdf",
      mimeType: "application/pdf",
      buffer: samplePdf(2).bytes,
    });
    await page.getByLabel("Title").fill("A New Book");
    await page.getByRole("button", { name: "Upload book" }).click();
    await page.getByText("Upload received. Your book is being converted.").waitFor();
  });

  it("deletes the open book from the reader and returns to My Books", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const [book] = db.addOwnBooks(account.email, [{ title: "Field Notes", pages: 6 }]);
    db.addOwnBooks(account.email, [{ title: "Kept Book", pages: 2 }]);
    const { page } = await harness.newPageInContext({ viewport });
    await signIn(page, account);
    await page.goto(`/read_book/${required(book).id}`);
    await page.getByRole("heading", { level: 1, name: "Field Notes" }).waitFor();
    // On a phone the owner's less-used actions, Delete among them, sit in the More menu.
    if (viewport === PHONE) await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("button", { name: "Delete “Field Notes”" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this book?" });
    await dialog.getByRole("button", { name: "Delete book" }).click();

    await page.waitForURL(/view=my-books/);
    const shelf = page.getByRole("list", { name: "My books" });
    await bookCards(shelf).first().waitFor();
    expect(await titlesIn(shelf)).toEqual(["Kept Book"]);
  });

  it("offers no delete on a public-domain book", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const [book] = db.addPublicBooks([{ title: "A Classic", pages: 4 }]);
    const { page } = await harness.newPageInContext({ viewport });
    await signIn(page, account);
    await page.goto(`/read_book/${required(book).id}`);
    await page.getByRole("heading", { level: 1, name: "A Classic" }).waitFor();
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
  });

  it("keeps the delete button's code out of a guest's reader", async () => {
    const [book] = db.addPublicBooks([{ title: "Open to All", pages: 4 }]);
    const { page } = await harness.newPageInContext({ viewport });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/read_book/${required(book).id}`);
    await page.getByRole("heading", { level: 1, name: "Open to All" }).waitFor();
    await page.locator(".flip-face--rest p").first().waitFor();
    expect(scripts.some((script) => script.includes("/ReaderPage-"))).toBe(true);
    // Only an owner's reader loads the button and its dialog (lazy-parts.ts).
    expect(
      scripts.filter((script) => /\/(DeleteBookButton|ConfirmDeleteDialog)-/.test(script)),
    ).toEqual([]);
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
  });
});
