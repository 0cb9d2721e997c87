import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, openLibraryDb } from "../support/library-db.js";
import { adSlots, carouselTrack } from "../support/library-page.js";

const harness = useBrowserHarness();
const WAIT = { timeout: 15_000 };
const NO_PUBLIC_BOOKS = "No public domain books available at the moment.";
const NOT_STARTED = "You haven't started reading yet...";

let db: LibraryDb;
beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  // An empty catalog, whatever a first start may have imported.
  db.emptyCatalog();
});
afterAll(() => db?.close());

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("an empty library on %s", (_name, viewport) => {
  it("tells a guest on the home page that no public books are available", async () => {
    const { page } = await harness.newPageInContext({ viewport });
    await page.goto("/");
    await page.getByText(NO_PUBLIC_BOOKS, { exact: true }).waitFor(WAIT);
    expect(await carouselTrack(page, "Public domain books").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Scroll / }).count()).toBe(0);

    // The rest of the home page: quotes with their authors and works, benefits, sources.
    const quotes = page.getByRole("region", { name: "On reading" });
    expect(await quotes.locator("figcaption").allTextContents()).toEqual([
      "— Emily Dickinson, “There is no Frigate like a Book”",
      "— Francis Bacon, “Of Studies”, Essays (1625)",
      "— Henry David Thoreau, Walden (1854)",
    ]);
    const benefits = page.getByRole("region", { name: "Why read a little every day" });
    expect(await benefits.getByRole("heading", { level: 3 }).count()).toBe(4);
    const partners = page.getByRole("region", { name: "Free books from" });
    const links = partners.getByRole("link");
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))),
    ).toEqual(["https://www.gutenberg.org/", "https://standardebooks.org/"]);
    expect(await links.allTextContents()).toEqual([
      "Project Gutenberg (opens in a new tab)",
      "Standard Ebooks (opens in a new tab)",
    ]);
    expect(await adSlots(page).count()).toBe(1);
  });

  it("shows a new user the Get Started panel and both empty messages", async () => {
    const reader = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ viewport });
    await signIn(page, reader);
    await page.goto("/?view=dashboard");
    const panel = page.getByRole("region", { name: "Get started" });
    await panel.getByText(NOT_STARTED, { exact: true }).waitFor(WAIT);
    expect(await panel.getByRole("link").allTextContents()).toEqual([
      "Browse public books",
      "Upload a book",
    ]);
    await page.getByText(NO_PUBLIC_BOOKS, { exact: true }).waitFor(WAIT);
    expect(await page.getByRole("heading", { name: "Continue reading" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Scroll / }).count()).toBe(0);

    await page.goto("/?view=my-books");
    await page.getByText(NOT_STARTED, { exact: true }).waitFor(WAIT);
    expect(await page.getByRole("button", { name: "Next page" }).count()).toBe(0);
    await page.goto("/?view=books");
    await page.getByText(NO_PUBLIC_BOOKS, { exact: true }).waitFor(WAIT);
    expect(await page.getByRole("button", { name: "Next page" }).count()).toBe(0);
  });

  it("has no serious or critical axe violations on the empty screens", async () => {
    const reader = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
    await page.goto("/");
    await page.getByText(NO_PUBLIC_BOOKS, { exact: true }).waitFor(WAIT);
    expect(await seriousAxeViolations(page), "home").toEqual([]);
    await signIn(page, reader);
    for (const [path, message] of [
      ["/?view=dashboard", NOT_STARTED],
      ["/?view=my-books", NOT_STARTED],
      ["/?view=books", NO_PUBLIC_BOOKS],
    ] as const) {
      await page.goto(path);
      await page.getByText(message, { exact: true }).waitFor(WAIT);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
});
