import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, numberedBooks, openLibraryDb } from "../support/library-db.js";
import { mainScriptTiming } from "../support/page-timing.js";
import { appStarted } from "../support/session.js";

const harness = useBrowserHarness();
let db: LibraryDb;

beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  db.emptyCatalog();
  db.addPublicBooks(numberedBooks(12, "Classic"));
});
afterAll(() => db?.close());

const HERO = "Read, Create, Author books.";

/**
 * Records, as the HTML is parsed and before any of the app's scripts run, the hero's
 * heading element and whether the prerendered page is displayed.
 */
async function recordParsedPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const prerendered = document.querySelector("[data-prerendered]");
      Object.assign(window, {
        __parsedHero: document.querySelector("h1"),
        __prerenderedShown: prerendered ? getComputedStyle(prerendered).display !== "none" : null,
      });
    });
  });
}

describe("the prerendered home page", () => {
  it("is in the HTML a visitor's browser first receives; other pages' HTML is empty", async () => {
    const home = await fetch(`${harness.baseUrl}/`);
    const homeHtml = await home.text();
    expect(home.status).toBe(200);
    expect(homeHtml).toContain(HERO);
    expect(homeHtml).toContain("<title>Bindery · Read, Create, Author books.</title>");
    const books = await (await fetch(`${harness.baseUrl}/?view=books`)).text();
    expect(books).not.toContain(HERO);
    expect(books).toContain('<div id="root"></div>');
  });

  it("becomes the working app without being drawn again (phone)", async () => {
    const { page, console } = await harness.newPageInContext({ viewport: PHONE });
    await recordParsedPage(page);
    await page.goto("/");
    // The shelf's books come from the API: the app is running.
    await page.getByText("Classic 1", { exact: false }).first().waitFor({ timeout: 15_000 });
    const sameHero = await page.evaluate(
      () =>
        (window as unknown as { __parsedHero: Element }).__parsedHero ===
        document.querySelector("h1"),
    );
    expect(sameHero, "the parsed hero heading is still the one on the page").toBe(true);
    expect(console.filter((line) => line.includes("drawn again"))).toEqual([]);
    // Links are the app's: a click changes the view without loading a page.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole("link", { name: "Browse free books" }).click();
    await page.getByRole("heading", { name: "Public Domain Books" }).first().waitFor();
    expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  });

  it("opens the phone's menu when it was tapped before the app's script had come", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/static\/js\/index-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    // Not "load": the held script holds the load event back.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const started = () =>
      page.evaluate(() => document.documentElement.hasAttribute("data-started"));
    expect(await started(), "the app had not started when the menu was tapped").toBe(false);

    releaseScript();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await appStarted(page);
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Books",
      "Upload",
      "Login",
    ]);
    // Once open it stays open: the app did not also take the tap as a second one.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
  });

  it("is never shown to a member, whose home is the dashboard", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    await recordParsedPage(page);
    await page.goto("/");
    await page.getByRole("heading", { name: /^Welcome back/ }).waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { __prerenderedShown: boolean }).__prerenderedShown,
      ),
    ).toBe(false);
    expect(await page.getByRole("heading", { name: HERO }).count()).toBe(0);
    // With nothing of the prerendered page to paint, the app's code is asked for at once,
    // as the HTML is read, not after a paint that would never come.
    const { parsed, script } = await mainScriptTiming(page);
    expect(script).toBeLessThan(parsed);
  });
});
