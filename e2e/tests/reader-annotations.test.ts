import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logInThroughForm, signIn, signUpAccount } from "../support/accounts.js";
import { deleteAnnotation, listAnnotations } from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForPages } from "../support/reader-page.js";
import { waitForReflowedText } from "../support/reflow-page.js";
import { selectWords } from "../support/words-on-show.js";

const harness = useBrowserHarness();
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, 10, "The Keeper's Log");
});

const WORDS = "lamp was lit at dusk";

/** Screenshots for a person to look at, when SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  // Sheets and dialogs as they rest, not mid-animation (a highlight's flash is shown).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target?.matches("mark");
        })
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
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
    headings: ".flip-face--rest.flip-face--left .book-page__text h2[data-para]",
    open: (page: Page) => waitForPages(page, "Pages 3–4 of 10"),
    /** Waits for the spread or screen holding book page `order` (from 0). */
    openAt: async (page: Page, order: number) => {
      const left = order - (order % 2);
      await waitForPages(page, `Pages ${left + 1}–${left + 2} of 10`);
    },
  },
  {
    name: "the reflowed screen pages at 390×844",
    viewport: PHONE,
    paragraphs: ".flip-face--rest .reflow-page__window p[data-para]",
    headings: ".flip-face--rest .reflow-page__window h2[data-para]",
    open: async (page: Page) => {
      await waitForReflowedText(page);
    },
    openAt: async (page: Page, order: number) => {
      // Every paragraph of the prose book opens with its place (proseParagraph).
      await page.waitForFunction(
        (words) =>
          [...document.querySelectorAll(".flip-face--rest .reflow-page__window p")].some((p) =>
            p.textContent?.startsWith(words),
          ),
        `Page ${order + 1}, paragraph`,
      );
    },
  },
];

/** Opens the notes panel: a phone reaches it from the More menu, keeping its bar to one row. */
async function openNotes(page: Page) {
  if (page.viewportSize()?.width === PHONE.width)
    await page.getByRole("button", { name: "More", exact: true }).click();
  await page.getByRole("button", { name: "Notes" }).click();
}

describe.each(views)("annotations in $name", ({ viewport, paragraphs, headings, open, openAt }) => {
  it("highlights selected words, keeps them over a reload, notes, bookmarks and exports", async () => {
    const { page } = await harness.newPageInContext({
      viewport,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await signIn(page, await signUpAccount(harness.baseUrl));
    await page.goto(readerPath(bookId, 3));
    await open(page);

    await selectWords(page, paragraphs, WORDS);
    const bar = page.getByRole("toolbar", { name: "Selected text" });
    await bar.waitFor();
    await shoot(page, "selection-bar");
    // Copy puts the selected words on the clipboard, and says so.
    await bar.getByRole("button", { name: "Copy" }).click();
    await bar.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WORDS);
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
    const panel = page.getByRole("dialog", { name: "Notes" });
    await openNotes(page);
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

    // The panel edits a note and deletes a bookmark, and the reader follows.
    const highlightItem = panel.locator("li", { hasText: WORDS });
    await highlightItem.getByRole("button", { name: /^Edit the note on page/ }).click();
    const editor = page.getByRole("dialog", { name: /Note on page/ });
    await editor.getByLabel("Your note").fill("The keeper's routine, at dusk.");
    await editor.getByRole("button", { name: "Save note" }).click();
    await editor.waitFor({ state: "hidden" });
    // The note's dialog opens over the panel, which stays.
    await panel.getByText("The keeper's routine, at dusk.").waitFor();
    await panel.getByRole("button", { name: /^Delete this bookmark on page/ }).click();
    await panel.getByText("Bookmark", { exact: true }).waitFor({ state: "detached" });
    await page.waitForFunction(
      () =>
        document
          .querySelector('button[aria-label^="Bookmark page"]')
          ?.getAttribute("aria-pressed") === "false",
    );

    // Choosing the highlight in the panel shows it, flashing.
    await panel.getByRole("button", { name: new RegExp(WORDS) }).click();
    await panel.waitFor({ state: "detached" });
    await page.locator(`${paragraphs} mark.highlight--flash[data-hl="${id}"]`).first().waitFor();

    // A link to the highlight, followed in a new tab, opens its page and flashes it.
    const linked = await page.context().newPage();
    await linked.goto(`${readerPath(bookId, 3)}#hl=${id}`);
    await linked.locator(`mark.highlight--flash[data-hl="${id}"]`).first().waitFor();
    await linked.close();

    // In a reader open far from it, a link that changes only the hash opens it too.
    await page.goto(readerPath(bookId, 9));
    await openAt(page, 8);
    await page.evaluate((id) => {
      window.location.hash = `hl=${id}`;
    }, id);
    const flashing = page.locator(`${paragraphs} mark.highlight--flash[data-hl="${id}"]`);
    await flashing.first().waitFor();
    expect(await flashing.allTextContents()).toContain(WORDS);
    await shoot(page, "flashed-link");

    // Deleted on another device: gone here at the next sync (the reader coming back to the
    // tab), which asks only for what changed since the last.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/annotations/")) asked.push(request.url());
    });
    const token = await page.evaluate(() => localStorage.getItem("access_token") ?? "");
    await deleteAnnotation(harness.baseUrl, bookId, id ?? "", token);
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await page.locator(`mark[data-hl="${id}"]`).first().waitFor({ state: "detached" });
    expect(asked.some((url) => new URL(url).searchParams.has("since"))).toBe(true);
    await openNotes(page);
    await panel.getByText(/^No bookmarks or highlights yet/).waitFor();
    expect(await panel.getByText(WORDS).count()).toBe(0);
  }, 300_000);

  it("highlights words of a heading", async () => {
    const { page } = await harness.newPageInContext({ viewport });
    await signIn(page, await signUpAccount(harness.baseUrl));
    await page.goto(readerPath(bookId, 1));
    await openAt(page, 0);
    await selectWords(page, headings, "Chapter 1");
    await page
      .getByRole("toolbar", { name: "Selected text" })
      .getByRole("button", { name: "Highlight blue" })
      .click();
    const mark = page.locator(`${headings} mark.highlight--blue`);
    await mark.first().waitFor();
    await page.reload();
    await openAt(page, 0);
    await mark.first().waitFor();
    expect(await mark.allTextContents()).toEqual(["Chapter 1"]);
  }, 120_000);
});

describe("a guest's annotations", () => {
  it("move to the account at log-in, and leave the browser's storage", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    const paragraphs = ".flip-face--rest .reflow-page__window p[data-para]";
    await page.goto(readerPath(bookId, 3));
    await waitForReflowedText(page);
    await selectWords(page, paragraphs, WORDS);
    await page
      .getByRole("toolbar", { name: "Selected text" })
      .getByRole("button", { name: "Highlight pink" })
      .click();
    await page.locator(`${paragraphs} mark.highlight--pink`).first().waitFor();
    // The book page the words are on (a screen may begin with the end of the one before).
    const highlighted = await page
      .locator(`${paragraphs} mark.highlight--pink`)
      .first()
      .evaluate((mark) =>
        Number(mark.closest("[data-para]")?.getAttribute("data-para")?.split(":")[0]),
      );
    await page.getByRole("button", { name: /^Bookmark page/ }).click();
    const stored = () => page.evaluate(() => localStorage.getItem("bindery_guest_annotations"));
    await expect.poll(async () => JSON.parse((await stored()) ?? "{}")[bookId]?.length).toBe(2);

    const account = await signUpAccount(harness.baseUrl);
    await logInThroughForm(page, account);
    const saved = await listAnnotations(harness.baseUrl, bookId, account.answer.access);
    expect(
      saved
        .map(({ kind, page, quote }) => ({ kind, page, exact: quote?.exact ?? null }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: "bookmark", page: 2, exact: null },
      { kind: "highlight", page: highlighted, exact: WORDS },
    ]);
    expect(await stored()).toBeNull();

    await page.goto(readerPath(bookId, 3));
    await waitForReflowedText(page);
    const mark = page.locator(`${paragraphs} mark.highlight--pink`);
    await mark.first().waitFor();
    expect(await mark.allTextContents()).toContain(WORDS);
    expect(
      await page.getByRole("button", { name: /^Bookmark page/ }).getAttribute("aria-pressed"),
    ).toBe("true");
  }, 120_000);
});
