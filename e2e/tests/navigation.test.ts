import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { appStarted } from "../support/session.js";

const harness = useBrowserHarness();

const textsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

/**
 * The entries of the desktop header, menus opened and read, in order. Read once the app
 * has rendered: before that, a member's page has no header yet.
 */
async function desktopEntries(page: Page): Promise<string[]> {
  await appStarted(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const upload = nav.getByRole("button", { name: "Upload" });
  if (!(await upload.isVisible())) return nav.getByRole("link").allTextContents();
  const uploadItems = await openedMenuItems(page, upload);
  const links = await nav.getByRole("link").allTextContents();
  const account = nav.getByRole("button", { name: /Account menu for/ });
  const accountItems = await openedMenuItems(page, account);
  return [...uploadItems, ...links, ...accountItems];
}

/**
 * Opens a header menu and reads its items, then closes it. The menus' code loads after the
 * page: a click that comes first opens the menu once it has come, so the menu is awaited.
 */
async function openedMenuItems(page: Page, button: Locator): Promise<string[]> {
  await button.click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  const items = await menu.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  return items;
}

/** The entries of the mobile menu, which must be the desktop header's. */
async function mobileEntries(page: Page): Promise<string[]> {
  await appStarted(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.waitFor();
  const entries = await dialog.locator("nav a, nav + div a, nav + div button").allTextContents();
  return entries.map((entry) => entry.trim());
}

describe("the mobile menu at 390 px", () => {
  it("lists the guest entries of the header, with Sign Up in place of Upload on the login view", async () => {
    const desktop = await harness.newPage();
    await desktop.page.goto("/");
    const expected = ["Home", "Books", "Upload", "Login"];
    expect(await desktopEntries(desktop.page)).toEqual(expected);

    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto("/");
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    expect(await mobileEntries(page)).toEqual(expected);

    await page.getByRole("dialog").getByRole("link", { name: "Login" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await mobileEntries(page)).toEqual(["Home", "Books", "Sign Up", "Login"]);
  });

  it("lists the signed-in entries of the header, with the user's name and e-mail", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const desktop = await harness.newPage();
    await signIn(desktop.page, account);
    await desktop.page.goto("/?view=dashboard");
    const expected = [
      "Upload Book",
      "Upload Theme",
      "Dashboard",
      "My Books",
      "Public Books",
      "Account",
      "Logout",
    ];
    expect(await desktopEntries(desktop.page)).toEqual(expected);

    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await signIn(page, account);
    await page.goto("/?view=dashboard");
    expect(await mobileEntries(page)).toEqual(expected);
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByText(account.fullName).waitFor();
    await dialog.getByText(account.email).waitFor();

    await dialog.getByRole("link", { name: "My Books" }).click();
    await page.getByRole("heading", { name: "My Books" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("a guest who picks Upload", () => {
  it("is asked to log in or sign up, and lands on the upload view after logging in", async () => {
    const { user } = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Upload" })
      .click();
    await page.getByText("Please log in or sign up to upload books.").waitFor();
    expect(new URL(page.url()).search).toBe("?view=login&next=upload-book");
    expect(await textsOf(page, "header nav a")).toEqual(["Home", "Books", "Sign Up", "Login"]);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Upload a book" }).waitFor();
    expect(new URL(page.url()).search).toBe("?view=upload-book");

    // Back goes to where the guest came from, which now greets a signed-in user.
    await page.goBack();
    await page.getByRole("heading", { name: `Welcome back, ${user.first_name}` }).waitFor();
    expect(new URL(page.url()).search).toBe("");
  });
});

describe("routes", () => {
  it("serves the app for unknown paths and a JSON 404 for unknown API paths", async () => {
    const { page } = await harness.newPage();
    const response = await page.goto("/no/such/shelf");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "This page is not on our shelves" }).waitFor();

    const api = await page.request.get("/api/unknown");
    expect(api.status()).toBe(404);
    expect(api.headers()["content-type"]).toContain("application/json");
    expect(await api.json()).toHaveProperty("detail");
  });

  it("opens every route of the spec, with no Content Security Policy violation", async () => {
    const { page } = await harness.newPage();
    const headings: Record<string, string> = {
      "/": "Read, Create, Author books.",
      "/?view=books": "Public Domain Books",
      "/?view=login": "Welcome back",
      "/?view=signup": "Create your account",
      // No such book: the reader says so (reader.test.ts covers real books).
      "/read_book/a-book": "This book is not on our shelves",
      "/pricing": "Pricing",
      "/contact": "Contact us",
      "/faq": "Frequently asked questions",
      "/premium": "Every book you own, bound the way you like it.",
    };
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      const text = (await page.locator("body").textContent()) ?? "";
      expect(text, path).not.toMatch(/coming soon|todo|placeholder/i);
    }
    // The premium page has the site's header, its Home button and a way to buy.
    expect(await page.getByRole("banner").count()).toBe(1);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Home", exact: true }).getAttribute("href")).toBe(
      "/",
    );
    expect(await main.getByRole("link", { name: "Go Premium" }).first().getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it("retries a script chunk that will not load, then offers a reload", async () => {
    const { page } = await harness.newPage();
    let attempts = 0;
    await page.route(/\/static\/js\/LoginView-[^/]+\.js$/, (route) => {
      attempts += 1;
      return route.abort("internetdisconnected");
    });
    await page.goto("/?view=login");
    await page.getByRole("heading", { name: "This page could not be loaded" }).waitFor({
      timeout: 20_000,
    });
    expect(attempts).toBeGreaterThan(1);

    // The message belongs to that view only: the rest of the app still works.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await page.getByRole("heading", { name: "Read, Create, Author books." }).waitFor();
    await page.goBack();
    await page.unrouteAll();
    await page.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { name: "Welcome back", exact: true }).waitFor();
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violations on home, login, signup and premium", async () => {
    // axe is injected as a script, which the app's CSP rightly forbids; this page bypasses it.
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    const pages: Array<[string, (page: Page) => Promise<void>]> = [
      ["/", async () => {}],
      ["/?view=login", async () => {}],
      [
        "/?view=signup",
        async (current) => {
          await current.getByRole("button", { name: "Sign up" }).click();
          await current.getByText("Please enter First Name!").waitFor();
        },
      ],
      ["/premium", async () => {}],
    ];
    for (const [path, prepare] of pages) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await prepare(page);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
});
