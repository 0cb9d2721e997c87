import { visitorReaderRequests } from "@bindery/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, openLibraryDb, type SeededBook } from "../support/library-db.js";
import { mainScriptTiming } from "../support/page-timing.js";
import { readerPath, waitForPages } from "../support/reader-page.js";

/**
 * The reader's page names, for a visitor, the requests the reader will make first (its
 * page chunk, the guest themes, the default background), so the browser starts them with
 * the HTML; the reader then uses those answers instead of asking again.
 */
const harness = useBrowserHarness();
let db: LibraryDb;
let book: SeededBook;

beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  [book] = db.addPublicBooks([{ title: "A Preloaded Classic", pages: 40 }]) as [SeededBook];
});
afterAll(() => db?.close());

/** How the browser fetched `path`: one initiator per request it made (link, fetch, css…). */
const fetchedBy = (page: Page, path: string) =>
  page.evaluate(
    (url) =>
      performance
        .getEntriesByName(url)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    new URL(path, harness.baseUrl).href,
  );

/**
 * Where each request of `page` was asked for, by URL: the file whose parser or script
 * started it (Chromium's initiator; the page's inline scripts have none of their own).
 */
async function recordInitiators(page: Page): Promise<Map<string, string[]>> {
  const initiators = new Map<string, string[]>();
  const session = await page.context().newCDPSession(page);
  session.on("Network.requestWillBeSent", ({ request, initiator }) => {
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.type;
    initiators.set(request.url, [...(initiators.get(request.url) ?? []), from]);
  });
  await session.send("Network.enable");
  return initiators;
}

describe("a public book's reader page", () => {
  it("fetches a visitor's first chunk and themes once, from the HTML's preloads (phone)", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(book.id, 25));
    await waitForPages(page, /^Page 25 of 40/);
    const first = visitorReaderRequests(book.id, 24);
    expect(await fetchedBy(page, first.chunk)).toEqual(["link"]);
    expect(await fetchedBy(page, first.themes)).toEqual(["link"]);
    // The background the reader shows is the picture the page preloaded.
    const backdrop = await page
      .locator(".reader-backdrop")
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    const preloadedImages = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => link.href,
      ),
    );
    // The background's portrait crop (for an upright phone), its whole picture (for other
    // screens, not fetched here) and the paper.
    expect(preloadedImages.length).toBe(3);
    expect(backdrop).toContain(preloadedImages[0]);
  });

  it("paints a visitor's background from the HTML, where the reader's own backdrop goes", async () => {
    // Without scripts: what the page's HTML alone shows, under the header's place.
    const bare = await harness.newPageInContext({ viewport: PHONE, javaScriptEnabled: false });
    await bare.page.goto(readerPath(book.id, 1));
    const shell = bare.page.locator("#reader-backdrop-shell");
    const themes = await (
      await fetch(new URL(visitorReaderRequests(book.id, 0).themes, harness.baseUrl))
    ).json();
    // An upright phone: the default background's portrait crop.
    expect(await shell.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
      themes.book_themes[0].image_portrait_url,
    );
    // Under the header (64 px and its border), as tall as the reader (the window less 64 px).
    const painted = await shell.boundingBox();
    expect(painted).toEqual({ x: 0, y: 65, width: PHONE.width, height: PHONE.height - 64 });

    // The reader's backdrop, once its picture is in, lies exactly over it and removes it.
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(book.id, 1));
    await waitForPages(page, /^Page 1 of 40/);
    expect(await page.locator(".reader-backdrop").first().boundingBox()).toEqual(painted);
    await expect
      .poll(() => page.locator("#reader-backdrop-shell").count(), { timeout: 5000 })
      .toBe(0);
    // The app's code was asked for only once that backdrop had painted: the scripts take
    // nothing from the largest paint's connection and hold back none of its painting.
    const { paint, script } = await mainScriptTiming(page);
    expect(script).toBeGreaterThanOrEqual(paint);
  });

  it("names the reflowed view's code for a phone only, which fetches it once from the HTML", async () => {
    const phone = await harness.newPageInContext({ viewport: PHONE });
    const initiators = await recordInitiators(phone.page);
    await phone.page.goto(readerPath(book.id, 25));
    await waitForPages(phone.page, /^Page 25 of 40/);
    const phoneOnly = await phone.page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[media]:not([as="image"])')].map(
        (link) => link.href,
      ),
    );
    expect(phoneOnly.some((href) => /\/ReflowedBook-[^/]+\.js$/.test(href))).toBe(true);
    // Asked for by the page itself, once, not by the reader's code once it ran.
    for (const href of phoneOnly) {
      expect(initiators.get(href), href).toHaveLength(1);
      expect(initiators.get(href)?.[0], href).not.toMatch(/\/static\/js\//);
    }
    // Each of the reader's files named in the HTML is fetched once: the app's own loader
    // uses what was preloaded.
    const named = await phone.page.evaluate(() =>
      [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel="modulepreload"], link[rel="preload"][as="style"]',
        ),
      ].map((link) => link.href),
    );
    for (const href of named) expect(await fetchedBy(phone.page, href), href).toHaveLength(1);

    const desktop = await harness.newPageInContext({ viewport: DESKTOP });
    await desktop.page.goto(readerPath(book.id, 25));
    await waitForPages(desktop.page, /of 40$/);
    for (const href of phoneOnly) expect(await fetchedBy(desktop.page, href), href).toEqual([]);
  });

  it("names nothing for a member, whose reader asks for their own themes", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    await page.goto(readerPath(book.id, 1));
    await waitForPages(page, /^Pages? 1(–2)? of 40$/);
    expect(await fetchedBy(page, visitorReaderRequests(book.id, 0).themes)).toEqual([]);
    expect(await page.locator('head link[rel="preload"][as="fetch"]').count()).toBe(0);
    // Nor the visitor's background drawn by the HTML: the member's reader shows their own.
    const shell = page.locator("#reader-backdrop-shell");
    expect(await shell.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(
      "none",
    );
    // With nothing to paint before the app, its code is asked for at once, as the HTML is
    // read, not once a paint has come. (A busy browser may paint before it has read the
    // HTML to its end: the paint's time says nothing of the page's own choice.)
    const { parsed, script } = await mainScriptTiming(page);
    expect(script).toBeLessThan(parsed);
  });
});
