import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import {
  type AnalyticsModule,
  analyticsModuleScript,
  type EventTotal,
  eventTotals,
} from "../support/analytics.js";
import { newUser } from "../support/api.js";
import { useBrowserHarness } from "../support/harness.js";

const harness = useBrowserHarness();
const moduleScript = await analyticsModuleScript();

async function signUpThroughTheForm(page: Page) {
  const user = newUser();
  await page.goto("/?view=signup");
  await page.getByLabel("First name").fill(user.first_name);
  await page.getByLabel("Last name").fill(user.last_name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("heading", { name: `Welcome, ${user.first_name}` }).waitFor();
  return user;
}

/**
 * A reading session as the reader records it, through the app's own analytics module:
 * a book opened and its pages turned one by one.
 */
async function readLikeAReader(page: Page, turns: Record<string, number>) {
  await page.addScriptTag({ content: moduleScript });
  await page.evaluate((pagesPerBook) => {
    const analytics = (window as unknown as { binderyAnalytics: AnalyticsModule }).binderyAnalytics;
    analytics.track({ name: "book_opened", props: { book_id: "book-a", public: true } });
    for (const [bookId, count] of Object.entries(pagesPerBook)) {
      for (let turn = 0; turn < count; turn++) analytics.countPageTurn(bookId);
    }
  }, turns);
}

const withoutZeros = (totals: Map<string, EventTotal>) =>
  Object.fromEntries([...totals].filter(([, total]) => total.events > 0));

describe("first-party analytics", () => {
  // First, so that anything it let through would show in the totals of the next test.
  it("sends nothing under Do Not Track or Global Privacy Control", async () => {
    for (const signal of ["doNotTrack", "globalPrivacyControl"] as const) {
      const context = await harness.context.browser()?.newContext({
        baseURL: harness.baseUrl,
        bypassCSP: true,
      });
      if (!context) throw new Error("no browser");
      try {
        await context.addInitScript((name) => {
          const value = name === "doNotTrack" ? "1" : true;
          Object.defineProperty(Navigator.prototype, name, { get: () => value });
        }, signal);
        const page = await context.newPage();
        await signUpThroughTheForm(page);
        await readLikeAReader(page, { "book-a": 12 });
        await page.goto("/faq"); // leaving a page sends whatever waits
        await page.getByRole("heading", { level: 1 }).waitFor();
      } finally {
        await context.close();
      }
    }
    // The server stores whatever valid batch arrives (these browsers send no DNT header),
    // so an empty store means the pages sent nothing.
    expect(withoutZeros(await eventTotals(harness.dataDir))).toEqual({});
  });

  it("records a new reader's session, its page turns counted per book", async () => {
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    const user = await signUpThroughTheForm(page);

    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.goto("/?view=login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: `Welcome back, ${user.first_name}` }).waitFor();

    await page.goto("/?view=upload-book");
    await page.getByLabel("PDF file").setInputFiles({
      name: "letters.pdf",
      mimeType: "application/pdf",
      buffer: samplePdf(1).bytes,
    });
    await page.getByLabel("Title").fill("Letters");
    await page.getByRole("button", { name: "Upload book" }).click();
    await page.getByText("Upload received. Your book is being converted.").waitFor();

    await page.goto("/contact");
    await page.getByLabel("Subject").selectOption("Feedback");
    await page.getByLabel("Message").fill("Counting is fine by me.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thanks for contacting us!", { exact: false }).waitFor();

    await readLikeAReader(page, { "book-a": 45, "book-b": 3 });
    await page.goto("/faq");
    await page.getByRole("heading", { level: 1 }).waitFor();

    const expected = {
      sign_up: { events: 1, countSum: 0 },
      log_in: { events: 1, countSum: 0 },
      upload_started: { events: 1, countSum: 0 },
      upload_finished: { events: 1, countSum: 0 },
      contact_sent: { events: 1, countSum: 0 },
      book_opened: { events: 1, countSum: 0 },
      // One event per book, however many pages were turned.
      pages_turned: { events: 2, countSum: 48 },
    };
    await vi.waitFor(
      async () => expect(withoutZeros(await eventTotals(harness.dataDir))).toEqual(expected),
      { timeout: 20_000, interval: 500 },
    );
  });
});
