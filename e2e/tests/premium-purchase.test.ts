import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { buyPremiumInTestMode, themesOf } from "../support/premium.js";
import { readStorage } from "../support/session.js";
import { tinyPdf } from "../support/tiny-pdf.js";
import { uploadViaApi } from "../support/uploads.js";

// One book for free accounts, so the upload limit is reached with a single small PDF.
const harness = useBrowserHarness({ serverEnv: async () => ({ FREE_BOOK_LIMIT: "1" }) });

const uploadBook = (account: Account, title: string) =>
  uploadViaApi(harness.baseUrl, account.answer.access, title, tinyPdf());

/** The analytics events a page sends, read from the batches it posts. */
function recordEvents(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/v1/events/")) return;
    const batch = JSON.parse(request.postData() ?? "{}") as { events?: { name: string }[] };
    for (const event of batch.events ?? []) names.push(event.name);
  });
  return names;
}

describe("buying premium in test mode", () => {
  it("asks a guest to log in, then brings them back to the pricing page", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await page.goto("/pricing");
    await page.getByText("Please log in or sign up to buy premium.").waitFor();
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await page.getByText("Please log in or sign up to buy premium.").waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await page.getByText("Test mode — no money moves").waitFor();
  });

  it("shows a guest both prices and free against premium, with this server's free limit", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
      await page.goto("/pricing");
      const prices = page.getByRole("region", { name: "Bindery Premium, once, for life" });
      await prices.getByText("₹149", { exact: true }).waitFor();
      await prices.getByText("$5", { exact: true }).waitFor();
      await prices.getByText("Payments on this server are in test mode: no money moves.").waitFor();
      const table = page.getByRole("table");
      const rows = await table
        .getByRole("row")
        .evaluateAll((elements) =>
          elements.map((row) =>
            [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim()),
          ),
        );
      expect(rows).toEqual([
        ["Feature", "Free", "Premium"],
        ["Price", "Free", "₹149 or $5, once"],
        ["Read every public-domain book", "Yes", "Yes"],
        ["Reading progress saved", "Yes", "Yes"],
        // FREE_BOOK_LIMIT is 1 on this file's server: the page says what the server enforces.
        ["Upload your own PDFs", "Up to 1 book", "Unlimited"],
        ["Upload your own themes", "No", "Yes"],
        ["Premium themes and sounds", "Preview only", "All unlocked"],
        ["Ads", "Shown", "None"],
      ]);
      await page.getByText("premium removes the 1-book limit").waitFor();
      await page.getByText("Free accounts keep 1.").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  it("has a Go Premium button on /premium: to /pricing for guests, the checkout when signed in", async () => {
    const { page } = await harness.newPage();
    await page.goto("/premium");
    const goPremium = page.getByRole("main").getByRole("link", { name: "Go Premium" }).first();
    expect(await goPremium.getAttribute("href")).toBe("/pricing");
    // The site's navigation is there too.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .waitFor();

    const account = await signUpAccount(harness.baseUrl);
    await signIn(page, account);
    await page.goto("/premium");
    expect(await goPremium.getAttribute("href")).toBe("/pricing#checkout");
    await goPremium.click();
    await page.waitForURL((url) => url.pathname === "/pricing" && url.hash === "#checkout");
    await page
      .locator("#checkout")
      .getByRole("button", { name: /^Pay .* \(test\)$/ })
      .waitFor();
  });

  it("prices by the browser language when geolocation cannot tell", async () => {
    const account = await signUpAccount(harness.baseUrl);
    for (const [locale, price] of [
      ["en-US", "$5"],
      ["en-GB", "₹149"],
      ["hi-IN", "₹149"],
    ]) {
      const { page } = await harness.newPageInContext({ locale });
      await signIn(page, account);
      await page.goto("/pricing");
      await page.getByRole("button", { name: `Pay ${price} (test)` }).waitFor();
    }
  });

  it("takes a free user from /pricing to every premium feature unlocked", async () => {
    const account = await signUpAccount(harness.baseUrl);
    expect((await uploadBook(account, "First")).status).toBe(202);
    const limited = await uploadBook(account, "Second");
    expect(limited).toEqual({
      status: 403,
      body: {
        detail:
          "You've reached your free upload limit (1 book). Upgrade to enjoy unlimited uploads.",
      },
    });
    const before = await themesOf(harness.baseUrl, account);
    expect([...before.book_themes, ...before.page_themes].some((t) => t.is_available === 0)).toBe(
      true,
    );

    const { page } = await harness.newPageInContext({ locale: "hi-IN" });
    const events = recordEvents(page);
    await signIn(page, account);
    await page.goto("/?view=upload-theme");
    await page.getByText("Theme upload is available for premium users only...").waitFor();
    await page.getByRole("link", { name: "Go Premium" }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await page.getByText("Test mode — no money moves").waitFor();
    await page.getByText("₹149").first().waitFor();

    // The verification is held back for a moment, so its overlay can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/users/razorpay_order/", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Pay ₹149 (test)" }).click();
    await page.getByText("Confirming your payment…").waitFor();
    release();
    await page.getByText("Payment successful. Welcome to Premium!").waitFor();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
    expect((await readStorage(page)).is_premium).toBe("1");
    await page.getByRole("button", { name: /Account menu for .* \(Premium\)/ }).waitFor();
    await page.getByText("Premium, for life").waitFor();
    // Analytics leave in batches; a page being left sends what is waiting at once.
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await expect
      .poll(() => events, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(["purchase_started", "purchase_finished"]));

    const after = await themesOf(harness.baseUrl, account);
    expect([...after.book_themes, ...after.page_themes].every((t) => t.is_available === 1)).toBe(
      true,
    );
    expect((await uploadBook(account, "Second")).status).toBe(202);
    await page.goto("/?view=upload-theme");
    await page.getByLabel("Theme name").waitFor();
    await page.goto("/pricing");
    await page.getByRole("heading", { name: "You're premium, for life" }).waitFor();

    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await expect
      .poll(() => events)
      .toEqual(expect.arrayContaining(["purchase_started", "purchase_finished"]));
  });

  it("says a declined payment was declined, offers to try again, and leaves the user free", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ viewport: PHONE, locale: "en-US" });
    await signIn(page, account);
    await page.goto("/pricing");
    const decline = page.waitForResponse((response) =>
      response.url().endsWith("/api/v1/payments/test/pay/"),
    );
    await page.getByRole("button", { name: "Try a declined payment" }).click();
    // The local test gateway declined it, as a gateway refusing a card answers.
    expect((await decline).status()).toBe(402);
    const alert = page.getByRole("alert");
    await alert.getByText("Your payment was declined.").waitFor();
    await alert
      .getByText("No money was taken. Try again, or pay with another card or account.")
      .waitFor();
    expect(await alert.getByText(/contact support/).count()).toBe(0);
    expect((await readStorage(page)).is_premium).toBe("0");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    const pay = page.getByRole("button", { name: "Pay $5 (test)" });
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await pay.click();
    await page.getByText("Payment successful. Welcome to Premium!").waitFor();
  });

  it("learns of premium bought on another device on any page, and the dashboard shows it", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, { ...account, storage: { ...account.storage } });
    await page.goto("/");
    // The free limit is 1 in this file's server.
    await page.getByText("Free plan · 0 of 1 books used").waitFor();
    // This browser still remembers a free account when the purchase happens elsewhere.
    await buyPremiumInTestMode(harness.baseUrl, account);
    await page.goto("/faq");
    await page.waitForFunction(() => localStorage.getItem("is_premium") === "1");
    await page.getByRole("link", { name: "Bindery, home" }).click();
    await page.getByText("Premium, for life").waitFor();
    expect((await readStorage(page)).is_premium).toBe("1");
  });

  it("has no serious or critical axe violations on the pricing and premium pages", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    // The screens built here, inside <main>; the shared header is checked elsewhere.
    const check = async (label: string) =>
      expect(await seriousAxeViolations(page), label).toEqual([]);
    await page.goto("/pricing");
    await page.getByRole("table").waitFor();
    await check("pricing as a guest");
    await page.goto("/premium");
    await page.getByRole("link", { name: "Go Premium" }).first().waitFor();
    await check("premium as a guest");
    await signIn(page, account);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Try a declined payment" }).click();
    await page.getByRole("alert").getByRole("button", { name: "Try again" }).waitFor();
    await check("pricing with a declined payment");
    await page.goto("/premium");
    await page.getByRole("link", { name: "Go Premium" }).first().waitFor();
    await check("premium, signed in");
  });
});
