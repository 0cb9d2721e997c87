import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PHONE } from "../support/browser.js";
import { insertItalicProseBook } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath } from "../support/reader-page.js";
import { waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

/**
 * A phone's screen shows whole lines: its foot falls between two lines, never through
 * one, in a book whose paragraphs carry italics (the screens are measured before the
 * italic face has ever been used on the page).
 */
const harness = useBrowserHarness();
let bookId: string;

beforeAll(() => {
  bookId = insertItalicProseBook(harness.dataDir, 12);
});

/** Lines of the resting screen's text that its window cuts: visible in part only. */
function cutLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const window = document.querySelector(".flip-face--rest .reflow-page__window");
    if (!window) return ["no screen at rest"];
    const shown = window.getBoundingClientRect();
    const cut: string[] = [];
    for (const paragraph of window.querySelectorAll("p")) {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      for (const line of range.getClientRects()) {
        const visible = Math.min(line.bottom, shown.bottom) - Math.max(line.top, shown.top);
        // A line's glyph box is shorter than its line box; 2 px of either is no cut.
        if (visible > 2 && visible < line.height - 2) {
          cut.push(
            `${paragraph.textContent?.slice(0, 24)}…: ${visible.toFixed(1)} of ${line.height.toFixed(1)} px`,
          );
        }
      }
    }
    return cut;
  });
}

describe("the reflowed view's screens (390×844)", () => {
  it("end between lines of paragraphs with italics, screen after screen", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(readerPath(bookId));
    let state = await waitForReflowedText(page);
    for (let turn = 0; turn < 8; turn++) {
      expect(await cutLines(page), `screen "${state.label}"`).toEqual([]);
      await page.getByRole("button", { name: "Next page" }).click();
      state = await waitForLabelAfter(page, state.label);
    }
  });
});
