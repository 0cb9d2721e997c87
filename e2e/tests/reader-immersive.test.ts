import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { PHONE } from "../support/browser.js";
import { insertProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForAddressPage } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, 30);
});

/** Taps the page at `fraction` of its width, halfway down. */
async function tapPage(page: Page, fraction: number) {
  const box = await page.locator(".flip-pages").boundingBox();
  if (!box) throw new Error("The page is not on the screen.");
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

/** Which of the reader's controls are on show. */
async function controlsShown(page: Page) {
  const [siteHeader, settings, title, slider, next] = await Promise.all([
    page.locator("[data-site-header]").isVisible(),
    page.getByRole("button", { name: "Reader Settings" }).isVisible(),
    page.getByRole("heading", { level: 1 }).isVisible(),
    page.getByRole("slider").first().isVisible(),
    page.getByRole("button", { name: "Next page" }).isVisible(),
  ]);
  return { siteHeader, settings, title, slider, next };
}

const allShown = { siteHeader: true, settings: true, title: true, slider: true, next: true };
const noneShown = { siteHeader: false, settings: false, title: false, slider: false, next: false };

describe("immersive reading on a phone (390×844)", () => {
  it("hides every control on a middle tap, without turning, and brings them back", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId, 4));
    const opened = await waitForReflowedText(page);
    expect(await controlsShown(page)).toEqual(allShown);
    const before = await page.locator(".reflow-stage").boundingBox();

    await tapPage(page, 0.5);
    await expect.poll(() => controlsShown(page)).toEqual(noneShown);
    // The text takes the screen; the page asked for is still the one on show.
    const after = await page.locator(".reflow-stage").boundingBox();
    expect(after?.height ?? 0).toBeGreaterThan((before?.height ?? 0) + 100);
    const immersed = await waitForReflowedText(page);
    expect(immersed.label?.startsWith("Page 4 of 30")).toBe(true);
    await waitForAddressPage(page, 4);

    // Another tap brings the controls back; so does scrolling up.
    await tapPage(page, 0.5);
    await expect.poll(() => controlsShown(page)).toEqual(allShown);
    await tapPage(page, 0.5);
    await expect.poll(() => controlsShown(page)).toEqual(noneShown);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => controlsShown(page)).toEqual(allShown);
    expect((await waitForReflowedText(page)).label).toBe(opened.label);
  });

  it("turns pages with taps on the outer thirds", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId, 4));
    const opened = await waitForReflowedText(page);
    await tapPage(page, 0.85);
    const turned = await waitForLabelAfter(page, opened.label);
    expect(turned.paragraphs).not.toEqual(opened.paragraphs);
    await tapPage(page, 0.15);
    const back = await waitForLabelAfter(page, turned.label);
    expect(back.paragraphs).toEqual(opened.paragraphs);
    expect(await controlsShown(page)).toEqual(allShown);
  });

  it("says the page, the share read and the time left in the chapter in one quiet line", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId, 4));
    await waitForReflowedText(page);
    const status = page.locator("[data-reading-status]");
    await expect.poll(() => status.textContent()).toMatch(/min left in chapter$/);
    expect(await status.textContent()).toMatch(
      /^Page 4 of 30( · \d\/\d)?· 13%· \d+ min left in chapter$/,
    );
    const box = await status.boundingBox();
    const lineHeight = await status.evaluate((line) =>
      Number.parseFloat(getComputedStyle(line).lineHeight),
    );
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(lineHeight + 1);
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });
});

describe("the owner's book bar on a 360 px wide phone", () => {
  it("keeps to one row, with Delete in the More menu", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const own = insertProseBook(harness.dataDir, 6, "My Own Prose", account.answer.user_id);
    const { page } = await harness.newPageInContext({ viewport: { width: 360, height: 740 } });
    await signIn(page, account);
    await page.goto(readerPath(own, 1));
    await waitForReflowedText(page);
    const buttons = ["Contents", "Search", "Reader Settings", "More"];
    const boxes = await Promise.all(
      buttons.map((name) =>
        page.locator("header").getByRole("button", { name, exact: true }).boundingBox(),
      ),
    );
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    expect(new Set(tops).size).toBe(1);
    for (const box of boxes) expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

    const remove = page.getByRole("button", { name: "Delete “My Own Prose”" });
    expect(await remove.isVisible()).toBe(false);
    await page.getByRole("button", { name: "More", exact: true }).click();
    await remove.click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).first().waitFor();
  });
});
