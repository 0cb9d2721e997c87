import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertProseBook, proseParagraph } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  pageIndexesInDom,
  readerPath,
  recordReaderRequests,
  waitForAddressPage,
  waitForPages,
  watchPageElements,
} from "../support/reader-page.js";
import {
  labelledPage,
  reflowState,
  waitForLabelAfter,
  waitForReflowedText,
} from "../support/reflow-page.js";

const harness = useBrowserHarness();
const PAGES = 60;
let bookId: string;

beforeAll(() => {
  bookId = insertProseBook(harness.dataDir, PAGES);
});

async function onPhone(path: string, account?: Account): Promise<Page> {
  const { page } = await harness.newPageInContext({ viewport: PHONE, bypassCSP: true });
  if (account) await signIn(page, account);
  await page.goto(path);
  return page;
}

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "Reader Settings" }).click();
  await page.getByRole("dialog", { name: "Reader Settings" }).waitFor();
  await page.getByRole("button", { name: "Larger text" }).waitFor();
}

async function closeSettings(page: Page) {
  await page.getByRole("button", { name: "Close settings" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

describe("the reflowed view on a phone (390×844)", () => {
  it("sets body text at 18 px in screens of the phone's width, in book terms", async () => {
    const page = await onPhone(readerPath(bookId));
    const opened = await waitForReflowedText(page);
    expect(opened.fontSize).toBe("18px");
    expect(opened.scrollsSideways).toBe(false);
    expect(opened.label).toMatch(new RegExp(`^Page 1 of ${PAGES}( · 1/\\d)?$`));
    expect(opened.paragraphs[0]).toBe(proseParagraph(0, 1));
    // One screen on show; the text's column is inside the phone's width.
    expect(await pageIndexesInDom(page)).toHaveLength(1);
    const column = await page.locator(".flip-face--rest .reflow-page__window").boundingBox();
    expect(column && column.x >= 0 && column.x + column.width <= PHONE.width).toBe(true);

    // Turning goes screen by screen through the book pages, the address following.
    let state = opened;
    const mostPages = await watchPageElements(page);
    while (labelledPage(state) < 22) {
      await page.getByRole("button", { name: "Next page" }).click();
      state = await waitForLabelAfter(page, state.label);
    }
    await waitForAddressPage(page, labelledPage(state));
    expect(state.label).toMatch(/ · \d\/\d$|^Page \d+ of 60$/);
    expect(await mostPages()).toBeLessThanOrEqual(4);
    expect(state.scrollsSideways).toBe(false);
  });

  it("keeps the same paragraph on screen through a size step, and keeps the size", async () => {
    const page = await onPhone(readerPath(bookId, 8));
    const before = await waitForReflowedText(page);
    expect(labelledPage(before)).toBe(8);
    const first = proseParagraph(7, 0);
    expect(before.paragraphs).toContain(first);

    await openSettings(page);
    await page.getByRole("button", { name: "Larger text" }).click();
    await closeSettings(page);
    const larger = await waitForReflowedText(page);
    expect(larger.fontSize).toBe("20px");
    expect(larger.paragraphs).toContain(first);

    await openSettings(page);
    for (let step = 0; step < 3; step++) {
      await page.getByRole("button", { name: "Smaller text" }).click();
    }
    await closeSettings(page);
    const smaller = await waitForReflowedText(page);
    expect(smaller.fontSize).toBe("14px");
    expect(smaller.paragraphs).toContain(first);

    // A guest's settings live in this browser: a reload keeps them.
    await page.reload();
    expect((await waitForReflowedText(page)).fontSize).toBe("14px");
  });

  it("offers every type setting, accessible, and a font made for dyslexia on demand", async () => {
    const page = await onPhone(readerPath(bookId, 3));
    await waitForReflowedText(page);
    await openSettings(page);
    const dialog = page.getByRole("dialog", { name: "Reader Settings" });
    for (const name of ["Literata", "Sans", "Atkinson Hyperlegible", "OpenDyslexic"]) {
      await dialog.getByRole("radio", { name }).waitFor();
    }
    for (const name of ["Compact", "Relaxed", "Narrow", "Wide", "One page", "Two pages"]) {
      await dialog.getByRole("radio", { name }).waitFor();
    }
    await dialog.getByRole("button", { name: "Full screen" }).waitFor();
    expect(await seriousAxeViolations(page, { exclude: [["body > #root header.sticky"]] })).toEqual(
      [],
    );

    await dialog.getByText("OpenDyslexic").click();
    await closeSettings(page);
    await page.waitForFunction(() => document.fonts.check('18px "OpenDyslexic"'));
    const family = await page
      .locator(".flip-face--rest .reflow-flow p")
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(family).toContain("OpenDyslexic");
    expect((await reflowState(page)).scrollsSideways).toBe(false);
  });

  it("reopens a signed-in reader on the block the server saved", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await signIn(page, account);
    // The saved place as my_book_view answers it: page 12, its third block.
    await page.route(`**/api/v1/pdf_parser/my_book_view/${bookId}/`, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            json: {
              book_detail: {
                last_read_page: 11,
                last_read_block: 2,
                theme_id: null,
                page_theme_id: null,
                progress: 20,
                bindery_pages_count: PAGES,
                original_pages_count: 0,
              },
            },
          })
        : route.continue(),
    );
    await page.goto(readerPath(bookId));
    const state = await waitForReflowedText(page);
    expect(state.paragraphs).toContain(proseParagraph(11, 2));
    expect(labelledPage(state)).toBe(12);
  });

  it("saves the block on screen with its page, and a reload shows the same block", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const page = await onPhone(readerPath(bookId, 20), account);
    const requests = recordReaderRequests(page);
    let state = await waitForReflowedText(page);
    // Turn until the screen starts inside book page 20 rather than at its top.
    while (!state.label?.includes(" · 2/")) {
      await page.getByRole("button", { name: "Next page" }).click();
      state = await waitForLabelAfter(page, state.label);
    }
    const shown = state.paragraphs;
    // This screen's first block is saved with its page. The page's earlier screen
    // (block 0) may be saved first, so wait until the latest save is this one.
    await expect
      .poll(
        () => {
          const last = requests.progressPatches.at(-1);
          return { page: last?.last_read_page, insidePage: Number(last?.last_read_block) > 0 };
        },
        { timeout: 5_000 },
      )
      .toEqual({ page: labelledPage(state) - 1, insidePage: true });

    await page.goto(readerPath(bookId));
    const reopened = await waitForReflowedText(page);
    expect(reopened.label).toBe(state.label);
    expect(reopened.paragraphs).toEqual(shown);
  });

  it("lets the owner edit the book page a screen stands for, and shows the saved text", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const own = insertProseBook(harness.dataDir, 30, "My Prose", account.answer.user_id);
    const page = await onPhone(readerPath(own, 4), account);
    const state = await waitForReflowedText(page);
    expect(labelledPage(state)).toBe(4);
    await page.getByRole("button", { name: "Edit page 4" }).click();
    const text = page.getByRole("textbox", { name: "Text of page 4" });
    expect(await text.inputValue()).toContain(proseParagraph(3, 0));
    await text.fill(`${proseParagraph(3, 0)} Rewritten on a phone.`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await text.waitFor({ state: "detached" });
    await page.getByText("Rewritten on a phone.").waitFor();
    const saved = await waitForReflowedText(page);
    expect(saved.paragraphs).toContain(proseParagraph(3, 0));
  });

  it("saves a signed-in reader's type settings on the server", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const page = await onPhone(readerPath(bookId, 2), account);
    await waitForReflowedText(page);
    const saved = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/v1/users/reader_settings/") && request.method() === "PUT",
    );
    await openSettings(page);
    await page.getByRole("button", { name: "Larger text" }).click();
    expect((await saved).postDataJSON()).toMatchObject({ font_size: 3, font: "literata" });
    await closeSettings(page);
    await page.waitForTimeout(600);
    await page.reload();
    expect((await waitForReflowedText(page)).fontSize).toBe("20px");
  });
});

/** True when the named button of the settings panel is what a click at its centre hits. */
function onTop(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole("dialog", { name: "Reader Settings" })
    .getByRole("button", { name, exact: true })
    .evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
}

describe("full screen from the reader's settings (390×844)", () => {
  it("enters and leaves full screen with the panel in view, keeping the paragraph", async () => {
    const page = await onPhone(readerPath(bookId, 8));
    const first = proseParagraph(7, 0);
    expect((await waitForReflowedText(page)).paragraphs).toContain(first);
    const fullscreen = () => page.evaluate(() => document.fullscreenElement !== null);

    await openSettings(page);
    await page.getByRole("button", { name: "Full screen", exact: true }).click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    // The panel is still the reader's to use: its button says what it does now.
    await page.getByRole("button", { name: "Leave full screen" }).waitFor();
    expect(await onTop(page, "Leave full screen")).toBe(true);
    expect(await onTop(page, "Close settings")).toBe(true);
    await closeSettings(page);
    const inFullscreen = await waitForReflowedText(page);
    expect(inFullscreen.paragraphs).toContain(first);
    expect(labelledPage(inFullscreen)).toBe(8);
    expect(await fullscreen()).toBe(true);

    await openSettings(page);
    await page.getByRole("button", { name: "Leave full screen" }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await page.getByRole("button", { name: "Full screen", exact: true }).waitFor();
    expect(await onTop(page, "Full screen")).toBe(true);
    await closeSettings(page);
    const after = await waitForReflowedText(page);
    expect(after.paragraphs).toContain(first);
    expect(labelledPage(after)).toBe(8);
  });
});

describe("the reader on a desktop (1440×900)", () => {
  it("shows the book's own 650 px pages with the default settings", async () => {
    const { page } = await harness.newPage();
    await page.goto(readerPath(bookId));
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    expect(await pageIndexesInDom(page)).toEqual([0, 1]);
    expect(await page.locator(".reflow-page").count()).toBe(0);
    const width = await page
      .locator(".book-page")
      .first()
      .evaluate((node) => node.clientWidth);
    expect(width).toBe(650);
  });

  it("reflows into a spread at other settings, keeping the paragraph, and axe is content", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP, bypassCSP: true });
    await page.goto(readerPath(bookId, 9));
    await waitForPages(page, `Pages 9–10 of ${PAGES}`);
    await openSettings(page);
    expect(await seriousAxeViolations(page, { exclude: [["body > #root header.sticky"]] })).toEqual(
      [],
    );
    await page.getByRole("button", { name: "Larger text" }).click();
    await closeSettings(page);
    const state = await waitForReflowedText(page);
    expect(state.fontSize).toBe("20px");
    expect(state.paragraphs).toContain(proseParagraph(8, 0));
    expect(labelledPage(state)).toBe(9);
    // Two screens side by side.
    expect(await pageIndexesInDom(page)).toHaveLength(2);

    await openSettings(page);
    await page.getByRole("button", { name: "The book's own type" }).click();
    await closeSettings(page);
    await page.waitForFunction(() => document.querySelector(".reflow-page") === null);
    expect(await page.locator(".book-page").count()).toBe(2);
  });
});
