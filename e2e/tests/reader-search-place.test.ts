import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { wrap } from "../../converter/test/support/fixtures.js";
import { PdfBuilder } from "../../converter/test/support/pdf-builder.js";
import { signIn, signUpAccount } from "../support/accounts.js";
import { searchBook, uploadBook } from "../support/books-api.js";
import { PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();

/**
 * A paragraph longer than a phone's screen at the reader's first type size, whose last
 * words alone name an albatross.
 */
const LEDGER = [
  ...Array.from(
    { length: 7 },
    (_, n) =>
      `On day ${n + 1} the keeper counted ${n * 7 + 3} gulls and ${n * 3 + 2} boats, and wrote them in the ledger before the lamp was lit.`,
  ),
  "On the last day he wrote down an albatross.",
].join(" ");

/**
 * One PDF page, one book page: the long paragraph, then the only one with "zeppelin",
 * which a phone shows on a screen after the page's first.
 */
function longPagePdf(): Uint8Array {
  return new PdfBuilder()
    .page((page) => {
      const ledger = wrap(LEDGER, 60);
      page.lines(40, 50, ledger, 14);
      const last = wrap(
        "A zeppelin passed over the light, low and slow, and nobody wrote it down.",
        60,
      );
      page.lines(40, 50 + (ledger.length + 1) * 14, last, 14);
    })
    .bytes();
}

/** Whether a marked word is on the screen at rest, inside its window. */
const markOnScreen = () => {
  for (const window of document.querySelectorAll(".flip-face--rest .reflow-page__window")) {
    const shown = window.getBoundingClientRect();
    for (const mark of window.querySelectorAll("mark")) {
      const box = mark.getBoundingClientRect();
      if (box.top >= shown.top && box.bottom <= shown.bottom && box.height > 0) return true;
    }
  }
  return false;
};

/** Chooses the first hit of `words` in the reader's search panel. */
async function chooseHit(page: Page, words: string): Promise<void> {
  await page.keyboard.press("/");
  const panel = page.getByRole("dialog", { name: "Search" });
  await panel.getByLabel("Search this book").fill(words);
  await page.keyboard.press("Enter");
  await panel.getByRole("button").filter({ hasText: "Page 1" }).first().click();
  await panel.waitFor({ state: "detached" });
}

describe("a search hit on a phone", () => {
  it("opens the screen showing its first match, not its page's top", async () => {
    const owner = await signUpAccount(harness.baseUrl);
    const token = owner.answer.access;
    const bookId = await uploadBook(harness.baseUrl, token, longPagePdf(), "Long Page");
    const [hit] = (await searchBook(harness.baseUrl, bookId, "zeppelin", token)).results;
    expect(hit).toMatchObject({ page_order: 0, block: 1 });

    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await signIn(page, owner);
    await page.goto(readerPath(bookId, 1));
    const before = await waitForReflowedText(page);
    expect(before.label).toMatch(/^Page 1 of 1 · 1\/\d+$/);
    expect(await page.evaluate(markOnScreen)).toBe(false);

    // The match opens a paragraph after the page's first screen: that paragraph's screen.
    await chooseHit(page, "zeppelin");
    const after = await waitForLabelAfter(page, before.label);
    expect(after.label).not.toMatch(/ · 1\/\d+$/);
    await expect.poll(() => page.evaluate(markOnScreen)).toBe(true);
    await page.screenshot({ path: "/tmp/bindery-search-place-phone.png" });

    // The match ends the long paragraph that opens the page: the screen it is on, past the
    // paragraph's first.
    await page.keyboard.press("Home");
    const top = await waitForLabelAfter(page, after.label);
    expect(top.label).toMatch(/ · 1\/\d+$/);
    const [inLedger] = (await searchBook(harness.baseUrl, bookId, "albatross", token)).results;
    expect(inLedger).toMatchObject({ page_order: 0, block: 0 });
    await chooseHit(page, "albatross");
    const onMatch = await waitForLabelAfter(page, top.label);
    expect(onMatch.label).not.toMatch(/ · 1\/\d+$/);
    await expect.poll(() => page.evaluate(markOnScreen)).toBe(true);
  }, 120_000);
});
