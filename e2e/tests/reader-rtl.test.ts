import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertHebrewBook, insertProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { dragPage, readerPath, waitForPages } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

/**
 * Right-to-left books: a Hebrew book opens on its right-hand page and turns leftwards, by
 * keys, clicks, drags and buttons, its pages marked dir="rtl"; a reader can turn it the
 * other way. And the optional page-turn sound, off until asked for, muted with the rest.
 */
const harness = useBrowserHarness();
const PAGES = 12;
let hebrewId: string;
let englishId: string;

beforeAll(() => {
  hebrewId = insertHebrewBook(harness.dataDir, PAGES);
  englishId = insertProseBook(harness.dataDir, PAGES);
});

/** Where page `index` (from 0) rests: its centre's share of the book's width, 0 to 1. */
async function shareAcross(page: Page, index: number): Promise<number> {
  const book = await page.locator(".flip-pages").boundingBox();
  const face = await page.locator(`.flip-face--rest[data-page-index="${index}"]`).boundingBox();
  if (!book || !face) throw new Error(`Page ${index + 1} is not at rest on the screen.`);
  return (face.x + face.width / 2 - book.x) / book.width;
}

async function clickBookAt(page: Page, fraction: number) {
  const box = await page.locator(".flip-pages").boundingBox();
  if (!box) throw new Error("The book is not on the screen.");
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height * 0.9);
}

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "Reader Settings" }).click();
  await page.getByRole("dialog", { name: "Reader Settings" }).waitFor();
}

async function closeSettings(page: Page) {
  await page.getByRole("button", { name: "Close settings" }).click();
  await page.getByRole("dialog", { name: "Reader Settings" }).waitFor({ state: "hidden" });
}

describe("a right-to-left book on a desktop (1440×900)", () => {
  it("opens on the right, turns leftwards by key, click, drag and button, dir=rtl", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await page.goto(readerPath(hebrewId, 0));
    await waitForPages(page, "Pages 1–2 of 12");
    // Page 1 rests on the right, page 2 on the left: the spread read from right to left.
    expect(await shareAcross(page, 0)).toBeGreaterThan(0.5);
    expect(await shareAcross(page, 1)).toBeLessThan(0.5);
    await expect
      .poll(() => page.locator('article[aria-label="Page 1"]').getAttribute("dir"))
      .toBe("rtl");
    expect(await page.getByRole("slider", { name: "Page slider" }).getAttribute("dir")).toBe("rtl");
    // "Next page" sits on the left of "Previous page".
    const next = await page.getByRole("button", { name: "Next page" }).boundingBox();
    const previous = await page.getByRole("button", { name: "Previous page" }).boundingBox();
    expect(next?.x ?? 0).toBeLessThan(previous?.x ?? 0);

    await page.keyboard.press("ArrowLeft");
    await waitForPages(page, "Pages 3–4 of 12");
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, "Pages 1–2 of 12");
    // The left half of the book is the way forward.
    await clickBookAt(page, 0.2);
    await waitForPages(page, "Pages 3–4 of 12");
    await clickBookAt(page, 0.8);
    await waitForPages(page, "Pages 1–2 of 12");
    // The left-hand page is taken and laid over to the right.
    await dragPage(page, "left", 0.6);
    await waitForPages(page, "Pages 3–4 of 12");
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, "Pages 5–6 of 12");
  });

  it("turns the other way when the reader sets it, and keeps that choice for the book", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await page.goto(readerPath(hebrewId, 0));
    await waitForPages(page, "Pages 1–2 of 12");
    await openSettings(page);
    const select = page.getByLabel("Page direction");
    expect(await select.inputValue()).toBe("book");
    await select.selectOption("ltr");
    await closeSettings(page);
    await expect.poll(() => shareAcross(page, 0)).toBeLessThan(0.5);
    expect(await page.locator('article[aria-label="Page 1"]').getAttribute("dir")).toBe("ltr");
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, "Pages 3–4 of 12");

    await page.reload();
    await waitForPages(page, "Pages 3–4 of 12");
    expect(await shareAcross(page, 2)).toBeLessThan(0.5);
    await page.keyboard.press("ArrowLeft");
    await waitForPages(page, "Pages 1–2 of 12");
  });

  it("leaves a left-to-right book as it was", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await page.goto(readerPath(englishId, 0));
    await waitForReflowedOrSpread(page);
    expect(await page.locator(".flip-face--mirrored").count()).toBe(0);
    expect(await page.locator('article[aria-label="Page 1"]').first().getAttribute("dir")).toBe(
      "ltr",
    );
  });
});

/** The English prose book opens in whichever view its type settings give. */
async function waitForReflowedOrSpread(page: Page) {
  await page.locator('article[aria-label="Page 1"]').first().waitFor();
}

describe("a right-to-left book on a phone (390×844)", () => {
  it("turns its screens leftwards, with its text set right to left", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(hebrewId, 0));
    const first = await waitForReflowedText(page);
    expect(first.label?.startsWith("Page 1 of 12")).toBe(true);
    expect(await page.locator(".flip-face--rest .reflow-page").first().getAttribute("dir")).toBe(
      "rtl",
    );
    // A tap on the left third turns forward, the right third back.
    const box = await page.locator(".flip-pages").boundingBox();
    if (!box) throw new Error("The page is not on the screen.");
    await page.mouse.click(box.x + box.width * 0.15, box.y + box.height / 2);
    const second = await waitForLabelAfter(page, first.label);
    expect(second.label).not.toBe(first.label);
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height / 2);
    const back = await waitForLabelAfter(page, second.label);
    expect(back.label).toBe(first.label);
    await page.keyboard.press("ArrowLeft");
    const third = await waitForLabelAfter(page, first.label);
    expect(third.label).toBe(second.label);
  });
});

describe("the page-turn sound", () => {
  it("is off until turned on, plays with each turn, and is silent when muted", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    // Count what the page asks audio elements to play, and which file.
    await page.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { played: string[] }).played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.currentSrc || this.src);
        return Promise.resolve();
      };
    });
    const pageTurns = () =>
      page.evaluate(
        () =>
          (window as unknown as { played: string[] }).played.filter((src) =>
            src.includes("page-turn"),
          ).length,
      );
    await page.goto(readerPath(hebrewId, 0));
    await waitForPages(page, "Pages 1–2 of 12");
    await page.keyboard.press("ArrowLeft");
    await waitForPages(page, "Pages 3–4 of 12");
    expect(await pageTurns()).toBe(0);

    await openSettings(page);
    await page.getByRole("checkbox", { name: /Page-turn sound/ }).check();
    await closeSettings(page);
    await page.keyboard.press("ArrowLeft");
    await waitForPages(page, "Pages 5–6 of 12");
    expect(await pageTurns()).toBe(1);

    await openSettings(page);
    await page.getByRole("button", { name: "Mute" }).click();
    await closeSettings(page);
    await page.keyboard.press("ArrowLeft");
    await waitForPages(page, "Pages 7–8 of 12");
    expect(await pageTurns()).toBe(1);

    // The choice is kept on this device: after a reload, unmuted, it plays again.
    await page.reload();
    await waitForPages(page, "Pages 7–8 of 12");
    await page.keyboard.press("ArrowRight");
    await waitForPages(page, "Pages 5–6 of 12");
    expect(await pageTurns()).toBe(1);
  });
});
