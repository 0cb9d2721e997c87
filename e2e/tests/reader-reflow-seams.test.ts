import { existsSync } from "node:fs";
import { copyFile, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { plainText } from "@bindery/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiPage, fetchBook } from "../support/books-api.js";
import { PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath } from "../support/reader-page.js";
import {
  labelledPage,
  reflowState,
  waitForLabelAfter,
  waitForReflowedText,
} from "../support/reflow-page.js";

/**
 * Alice in Wonderland (the shared corpus's Gutenberg text) on a phone: a paragraph the
 * book's layout split between pages is one paragraph again in the reflowed view, going to
 * a page still shows that page's number, and a chunk's seam (every twenty pages) leaves no
 * mostly empty screen. Skipped with a warning without the corpus.
 */
const ALICE = ["../../../shared", "../../../../shared"]
  .map((root) =>
    fileURLToPath(new URL(`${root}/corpus/books/pg11_alice_in_wonderland.txt`, import.meta.url)),
  )
  .find((file) => existsSync(file));
if (!ALICE) console.warn("Skipping the reflowed seams test: the corpus's Alice is not there.");

const harness = useBrowserHarness({
  serverEnv: async () => {
    const seedDir = await mkdtemp(path.join(os.tmpdir(), "bindery-seams-"));
    if (ALICE) await copyFile(ALICE, path.join(seedDir, path.basename(ALICE)));
    return { BINDERY_SEED_DIR: seedDir };
  },
});

let bookId = "";
const pages: ApiPage[] = [];

beforeAll(async () => {
  if (!ALICE) return;
  const listUrl = `${harness.baseUrl}/api/v1/pdf_parser/public_domain_books/?start=0&end=24`;
  // The first run imports in the background, in its own process: on a busy machine a while.
  for (let tries = 0; tries < 1500 && !bookId; tries++) {
    const { public_books } = (await (await fetch(listUrl)).json()) as {
      public_books: Array<{ book_meta_unique_id: string; status: string }>;
    };
    const ready = public_books.find((book) => book.status === "ready");
    if (ready) bookId = ready.book_meta_unique_id;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let start = 0; start < 120; start += 20) {
    pages.push(...(await fetchBook(harness.baseUrl, bookId, { start, end: start + 19 })).pages);
  }
});

const paragraphs = (page: ApiPage) => page.page_content.split("\n\n").map(plainText);
/** The words around the turn to page_order `order`: the end before it, the start after. */
function turnWords(order: number) {
  const before = paragraphs(pages[order - 1] as ApiPage).at(-1) ?? "";
  const after = paragraphs(pages[order] as ApiPage)[0] ?? "";
  return {
    end: before.split(" ").slice(-3).join(" "),
    start: after.split(" ").slice(0, 3).join(" "),
  };
}

/** The text of each paragraph with a line in a screen on show. */
const shownParagraphs = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".flip-face--rest .reflow-page__window")].flatMap((window) => {
      const shown = window.getBoundingClientRect();
      return [...window.querySelectorAll("p")]
        .filter((p) => {
          const box = p.getBoundingClientRect();
          return Math.min(box.bottom, shown.bottom) - Math.max(box.top, shown.top) > 1;
        })
        .map((p) => p.textContent ?? "");
    }),
  );

/** How much of the screen on show the text fills, from 0 to 1. */
const filled = (page: Page) =>
  page.evaluate(() => {
    const window = document.querySelector(".flip-face--rest .reflow-page__window");
    const article = window?.closest("article");
    const footer = article?.querySelector("footer");
    if (!window || !article || !footer) return 0;
    const room = footer.getBoundingClientRect().top - window.getBoundingClientRect().top;
    return window.getBoundingClientRect().height / room;
  });

/** Goes to book page `number` (from 1) as the address asks, and waits for its screen. */
async function goTo(page: Page, number: number) {
  await page.goto(readerPath(bookId, number), { waitUntil: "domcontentloaded" });
  return waitForReflowedText(page);
}

describe.skipIf(!ALICE)("Alice on a phone (390×844): split paragraphs and chunk seams", () => {
  it("sets a paragraph split between pages as one paragraph, and page N is labelled N", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    const inside = pages.filter((one) => one.continues_paragraph && one.page_order % 20 !== 0);
    expect(inside.length).toBeGreaterThan(3);
    for (const continuing of inside.slice(0, 4)) {
      const { end, start } = turnWords(continuing.page_order);
      const state = await goTo(page, continuing.page_order + 1);
      // The screen holding the start of that book page, named after it.
      expect(labelledPage(state)).toBe(continuing.page_order + 1);
      // Both parts in one <p>: the line before the turn is an inside line of it, full.
      const shown = await shownParagraphs(page);
      expect(shown.some((text) => text.includes(`${end} ${start}`))).toBe(true);
    }
  });

  it("continues a paragraph split at a chunk's seam on the same screen, no empty screen", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    const seam = pages.find((one) => one.continues_paragraph && one.page_order % 20 === 0);
    if (!seam) throw new Error("No paragraph of Alice is split at a chunk's seam.");
    // Every screen from two pages before each of two seams (one inside a paragraph, one
    // between paragraphs) to two pages after is at least half full.
    for (const order of [seam.page_order, 40]) {
      let shown = await goTo(page, order - 1);
      const fills: Array<[string | null, number]> = [];
      for (let turns = 0; turns < 30 && labelledPage(shown) <= order + 2; turns++) {
        fills.push([shown.label, await filled(page)]);
        const before = (await reflowState(page)).label;
        await page.keyboard.press("ArrowRight");
        shown = await waitForLabelAfter(page, before);
      }
      expect(fills.length).toBeGreaterThan(2);
      expect(fills.filter(([, fill]) => fill < 0.5)).toEqual([]);
    }

    const { end, start } = turnWords(seam.page_order);
    const state = await goTo(page, seam.page_order + 1);
    expect(labelledPage(state)).toBe(seam.page_order + 1);
    expect((await shownParagraphs(page)).some((text) => text.includes(`${end} ${start}`))).toBe(
      true,
    );
  });
});
