import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { TASK_POLL_INTERVAL_MS } from "@bindery/contract";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { waitForReaderOf } from "../support/reader-page.js";

const harness = useBrowserHarness();

/** The shared corpus's PDFs, beside the repository: real files with real metadata. */
const CORPUS_PDFS = fileURLToPath(new URL("../../../shared/corpus/pdfs/", import.meta.url));
const corpusAvailable = existsSync(`${CORPUS_PDFS}INDEX.tsv`);
if (!corpusAvailable) console.warn(`Skipping the upload walk-through: ${CORPUS_PDFS} not found.`);
const corpusPdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: readFileSync(`${CORPUS_PDFS}${name}`),
});

/** Where screenshots go when SCREENSHOTS names a folder (looked at by hand, not asserted). */
const shots = process.env.SCREENSHOTS;
const screenshot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

async function openUploadView(viewport: { width: number; height: number }): Promise<Page> {
  const account = await signUpAccount(harness.baseUrl);
  const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
  // The page's own clock, so the task list's poll can be brought forward (see pollUntil).
  await page.clock.install();
  await signIn(page, account);
  await page.goto("/?view=upload-book");
  await page.getByRole("heading", { level: 1, name: "Upload a book" }).waitFor();
  await page.getByText("No uploads yet.", { exact: false }).waitFor();
  return page;
}

/**
 * Brings the task list's poll forward, a poll every quarter of a second, until `shown`
 * is on the page; then time runs on as usual, the next poll a whole interval away. On a
 * quiet machine Free Culture's 352 pages convert in about 3 s, between two of the
 * list's 5-second polls, so the page might never show them converting otherwise.
 */
async function pollUntil(page: Page, shown: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await shown.isVisible()) return true;
        await page.clock.fastForward(TASK_POLL_INTERVAL_MS);
        return false;
      },
      { interval: 250, timeout: 90_000, message: "the task list never showed it converting" },
    )
    .toBe(true);
}

/** True when the whole element is on the screen as it is scrolled now. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height;
}

describe.skipIf(!corpusAvailable)("an upload that explains itself", () => {
  it("proposes the title, confirms in view, counts pages and opens the book while it converts", async () => {
    const page = await openUploadView(DESKTOP);
    await screenshot(page, "upload-desktop-before");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Free Culture's PDF names itself: its title is proposed, and can still be changed.
    await page.getByLabel("PDF file").setInputFiles(corpusPdf("freeculture.pdf"));
    const title = page.getByLabel("Title");
    await expect.poll(() => title.inputValue()).toBe("Free Culture");
    const send = page.getByRole("button", { name: "Upload book" });
    expect(await onScreen(page, send)).toBe(true);

    await send.click();
    const confirmation = page.getByRole("status").filter({ hasText: "Upload received." });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain("“Free Culture” is at the top");
    const newTask = page.getByRole("listitem").filter({ hasText: "Just uploaded" });
    await newTask.filter({ hasText: "Free Culture" }).waitFor();
    // Both are on the screen as it was when Upload was pressed: nothing to scroll to.
    expect(await onScreen(page, confirmation)).toBe(true);
    expect(await onScreen(page, newTask)).toBe(true);
    await screenshot(page, "upload-desktop-after");

    // The task counts the PDF's pages as they convert, and opens before they are all done.
    const read = newTask.getByRole("link", { name: "Start reading while it converts" });
    await pollUntil(page, read);
    await newTask.getByText(/Converting · \d+ of 352 pages/).waitFor();
    await screenshot(page, "upload-desktop-during");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const href = (await read.getAttribute("href")) ?? "";
    await read.click();
    await waitForReaderOf(page, /^\/read_book\/([\w-]+)$/.exec(href)?.[1]);
  });

  it("proposes a cleaned file name when the PDF's own title is junk, and keeps what was typed", async () => {
    const page = await openUploadView(PHONE);
    const title = page.getByLabel("Title");
    // us_constitution.pdf calls itself "constitution_pdf2".
    await page.getByLabel("PDF file").setInputFiles(corpusPdf("us_constitution.pdf"));
    await expect.poll(() => title.inputValue()).toBe("Us Constitution");
    // The Upload button stays on a phone's screen below the form.
    expect(await onScreen(page, page.getByRole("button", { name: "Upload book" }))).toBe(true);
    await screenshot(page, "upload-phone-before");

    await title.fill("The Constitution");
    await page.getByLabel("PDF file").setInputFiles(corpusPdf("freeculture.pdf"));
    await page.getByText("freeculture.pdf").waitFor();
    expect(await title.inputValue()).toBe("The Constitution");

    await page.getByRole("button", { name: "Upload book" }).click();
    await page.getByRole("status").filter({ hasText: "Upload received." }).waitFor();
    const newTask = page.getByRole("listitem").filter({ hasText: "Just uploaded" });
    await newTask.filter({ hasText: "The Constitution" }).waitFor();
    await expect.poll(() => onScreen(page, newTask)).toBe(true);
    await screenshot(page, "upload-phone-after");
    await pollUntil(page, newTask.getByText(/Converting · \d+ of 352 pages/));
    await screenshot(page, "upload-phone-during");
    await screenshot(page, "upload-phone-full", true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
