import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForPages } from "../support/reader-page.js";
import { waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, 10, "The Keeper's Log");
});

const WORDS = "lamp was lit at dusk";

/** Screenshots for a person to look at, when SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

/**
 * Selects `words` in the first paragraph that shows them on screen (a reflowed screen
 * holds the paragraphs before it too, clipped away), as a reader dragging over them would.
 */
async function selectWords(page: Page, paragraphs: string, words: string) {
  await page.locator(paragraphs).first().waitFor();
  await page.evaluate(
    ({ paragraphs, words }) => {
      for (const paragraph of document.querySelectorAll(paragraphs)) {
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(words) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + words.length);
          const box = range.getBoundingClientRect();
          const shown = document.elementFromPoint(box.x + 2, box.y + box.height / 2);
          if (!shown || !paragraph.contains(shown)) continue;
          const selection = window.getSelection();
          selection?.removeAllRanges();
          selection?.addRange(range);
          return;
        }
      }
      throw new Error(`"${words}" is not on show`);
    },
    { paragraphs, words },
  );
}

/** Taps the first of `selector` that is on show, where it is drawn, as a finger would. */
async function tap(page: Page, selector: string) {
  const point = await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      const x = box.x + Math.min(box.width / 2, 20);
      const y = box.y + box.height / 2;
      const shown = document.elementFromPoint(x, y);
      if (shown && element.contains(shown)) return { x, y };
    }
    return null;
  }, selector);
  if (!point) throw new Error(`${selector} is not on show`);
  await page.mouse.click(point.x, point.y);
}

const views = [
  {
    name: "the two-page book at 1440×900",
    viewport: DESKTOP,
    paragraphs: ".flip-face--rest.flip-face--left .book-page__text p[data-para]",
    open: (page: Page) => waitForPages(page, "Pages 3–4 of 10"),
  },
  {
    name: "the reflowed screen pages at 390×844",
    viewport: PHONE,
    paragraphs: ".flip-face--rest .reflow-page__window p[data-para]",
    open: async (page: Page) => {
      await waitForReflowedText(page);
    },
  },
];

describe.each(views)("annotations in $name", ({ viewport, paragraphs, open }) => {
  it("highlights selected words, keeps them over a reload, notes, bookmarks and exports", async () => {
    const { page } = await harness.newPageInContext({ viewport });
    await signIn(page, await signUpAccount(harness.baseUrl));
    await page.goto(readerPath(bookId, 3));
    await open(page);

    await selectWords(page, paragraphs, WORDS);
    const bar = page.getByRole("toolbar", { name: "Selected text" });
    await bar.waitFor();
    await shoot(page, "selection-bar");
    await bar.getByRole("button", { name: "Highlight green" }).click();
    const mark = page.locator(`${paragraphs} mark.highlight--green`);
    await mark.first().waitFor();
    expect(await mark.allTextContents()).toContain(WORDS);
    await bar.waitFor({ state: "hidden" });

    await page.reload();
    await open(page);
    await mark.first().waitFor();
    expect(await mark.allTextContents()).toContain(WORDS);
    const id = await mark.first().getAttribute("data-hl");

    // A tap on the highlight opens its note.
    await shoot(page, "highlight");
    await tap(page, `${paragraphs} mark.highlight--green`);
    const dialog = page.getByRole("dialog", { name: /Note on page/ });
    await dialog.getByLabel("Your note").waitFor();
    await shoot(page, "note");
    await dialog.getByLabel("Your note").fill("The keeper's evening routine.");
    await dialog.getByRole("button", { name: "Save note" }).click();
    await dialog.waitFor({ state: "hidden" });

    const bookmark = page.getByRole("button", { name: /^Bookmark page/ });
    expect(await bookmark.getAttribute("aria-pressed")).toBe("false");
    await bookmark.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('button[aria-label^="Bookmark page"]')
          ?.getAttribute("aria-pressed") === "true",
    );

    await page.reload();
    await open(page);
    await page.locator(`${paragraphs} mark.highlight--green`).first().waitFor();
    expect(
      await page.getByRole("button", { name: /^Bookmark page/ }).getAttribute("aria-pressed"),
    ).toBe("true");
    // A phone reaches the notes panel from the More menu, keeping its bar to one row.
    if (viewport === PHONE) await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("button", { name: "Notes" }).click();
    const panel = page.getByRole("dialog", { name: "Notes" });
    await panel.getByText(WORDS).waitFor();
    await panel.getByText("The keeper's evening routine.").waitFor();
    await panel.getByText("Bookmark", { exact: true }).waitFor();
    await shoot(page, "panel");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Export Markdown" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("the-keeper-s-log-notes.md");
    const markdown = readFileSync(await download.path(), "utf8");
    expect(markdown).toContain("# The Keeper's Log");
    expect(markdown).toContain(`> ${WORDS}`);
    expect(markdown).toContain("The keeper's evening routine.");
    expect(markdown).toContain(`#hl=${id}`);

    // A link to the highlight, followed in a new tab, opens its page and flashes it.
    const linked = await page.context().newPage();
    await linked.goto(`${readerPath(bookId, 3)}#hl=${id}`);
    await linked.locator(`mark.highlight--flash[data-hl="${id}"]`).first().waitFor();
  }, 300_000);
});
