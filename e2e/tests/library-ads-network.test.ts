import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { useBrowserHarness } from "../support/harness.js";
import { type LibraryDb, numberedBooks, openLibraryDb } from "../support/library-db.js";
import { adSlots } from "../support/library-page.js";

const CLIENT_ID = "ca-pub-1234567890123456";
const SLOT_ID = "9876543210";
const harness = useBrowserHarness({
  serverEnv: async () => ({
    ADSENSE_CLIENT_ID: CLIENT_ID,
    ADSENSE_SLOT_ID: SLOT_ID,
    PARTNERS: "none",
  }),
});
const WAIT = { timeout: 15_000 };
/** The address the page loads AdSense from; this machine cannot reach it. */
const ADSENSE_SCRIPT = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;

/**
 * A stand-in for adsbygoogle.js, answered at AdSense's own address so the page's
 * Content-Security-Policy is what decides whether it runs. It does what AdSense does to
 * a slot it fills (or cannot fill): marks the <ins> and puts the ad inside.
 */
function standInAdSense(outcome: "filled" | "unfilled"): string {
  return `(() => {
    const fill = () => {
      for (const unit of document.querySelectorAll("ins.adsbygoogle:not([data-adsbygoogle-status])")) {
        unit.setAttribute("data-adsbygoogle-status", "done");
        unit.setAttribute("data-ad-status", "${outcome}");
        if ("${outcome}" === "filled") unit.textContent = "Stand-in ad for " + unit.dataset.adClient;
      }
    };
    const queued = window.adsbygoogle || [];
    window.adsbygoogle = { loaded: true, push: fill };
    if (queued.length) fill();
  })();`;
}

let db: LibraryDb;
beforeAll(() => {
  db = openLibraryDb(harness.dataDir);
  db.emptyCatalog();
  db.addPublicBooks(numberedBooks(3));
});
afterAll(() => db?.close());

/** A guest's page, with AdSense's address answered by `answer` (or refused). */
async function guestPage(answer: "filled" | "unfilled" | "unreachable") {
  const watched = await harness.newPage();
  const scriptRequests: string[] = [];
  await watched.page.route(ADSENSE_SCRIPT, (route) => {
    scriptRequests.push(route.request().url());
    if (answer === "unreachable") return route.abort("internetdisconnected");
    return route.fulfill({ contentType: "text/javascript", body: standInAdSense(answer) });
  });
  return { ...watched, scriptRequests };
}

const adUnit = (page: Page) => adSlots(page).locator("ins.adsbygoogle");
const houseAd = (page: Page) => adSlots(page).locator("[data-house-ad]");

describe("with AdSense configured", () => {
  it("serves pages under a nonce-based policy that the app itself runs under", async () => {
    const { page } = await harness.newPage();
    const response = await page.goto("/");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic'/);
    const html = (await response?.text()) ?? "";
    // The prerendered home page's inline scripts carry the nonce; the one that loads the
    // app's script passes the trust on ('strict-dynamic').
    expect(html).toContain(`<script nonce="${nonce}">`);
    const books = await fetch(`${harness.baseUrl}/?view=books`);
    const booksNonce = /'nonce-([^']+)'/.exec(
      books.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(await books.text()).toContain(`<script nonce="${booksNonce}" type="module"`);
    // The app's own chunks load under it: the home page renders, with no CSP report
    // (the harness fails the test on any).
    await page.getByRole("heading", { name: "Read, Create, Author books." }).waitFor(WAIT);
    await page.getByRole("link", { name: "Books", exact: true }).click();
    await page.getByRole("heading", { name: "Public Domain Books" }).waitFor(WAIT);
  });

  it("loads the network's script and lets it fill the slot", async () => {
    const { page, scriptRequests } = await guestPage("filled");
    await page.goto("/?view=books");
    await adUnit(page).getByText(`Stand-in ad for ${CLIENT_ID}`).waitFor(WAIT);
    expect(scriptRequests).toEqual([
      `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT_ID}`,
    ]);
    expect(await adSlots(page).getAttribute("data-ad-source")).toBe("adsense");
    expect(await adUnit(page).getAttribute("data-ad-client")).toBe(CLIENT_ID);
    expect(await adUnit(page).getAttribute("data-ad-slot")).toBe(SLOT_ID);
    expect(await adSlots(page).getByText("Advertisement", { exact: true }).count()).toBe(1);
    expect(await houseAd(page).count()).toBe(0);
  });

  it("shows the house ad when the network cannot be reached", async () => {
    const { page, scriptRequests } = await guestPage("unreachable");
    await page.goto("/");
    await houseAd(page).getByText("Read without ads. Upload without limits.").waitFor(WAIT);
    expect(scriptRequests).toHaveLength(1);
    expect(await adUnit(page).count()).toBe(0);
    // Moving to another view does not try again in this visit.
    await page.getByRole("link", { name: "Books", exact: true }).click();
    await houseAd(page).waitFor(WAIT);
    expect(scriptRequests).toHaveLength(1);
  });

  it("shows the house ad when the network has no ad for the slot", async () => {
    const { page } = await guestPage("unfilled");
    await page.goto("/?view=books");
    await houseAd(page).waitFor(WAIT);
    expect(await adUnit(page).count()).toBe(0);
  });

  it("never loads the network's script for a premium user", async () => {
    const reader = await signUpAccount(harness.baseUrl, { storedAsPremium: true });
    db.makePremium(reader.user.email);
    const { page, scriptRequests } = await guestPage("filled");
    await signIn(page, reader);
    for (const path of ["/?view=dashboard", "/?view=books", "/?view=home"]) {
      await page.goto(path);
      await page.locator("a[data-book-id]").first().waitFor(WAIT);
      expect(await adSlots(page).count(), path).toBe(0);
    }
    expect(scriptRequests).toEqual([]);
  });

  it("leaves the partner section out with PARTNERS=none", async () => {
    const { page } = await harness.newPage();
    await page.goto("/");
    await page.getByRole("region", { name: "On reading" }).waitFor(WAIT);
    await page.locator("a[data-book-id]").first().waitFor(WAIT);
    expect(await page.getByRole("region", { name: /partners|books from/i }).count()).toBe(0);
  });
});
