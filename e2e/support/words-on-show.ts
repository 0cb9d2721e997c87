import type { Page } from "playwright-core";

/**
 * Finds `words` in the first of the `paragraphs` (a selector) that shows them on screen (a
 * reflowed screen holds the paragraphs before it too, clipped away) and answers the middle
 * of their first line; with `select`, selects them as a reader dragging over them would.
 */
async function wordsOnShow(
  page: Page,
  paragraphs: string,
  words: string,
  select: boolean,
): Promise<{ x: number; y: number }> {
  await page.locator(paragraphs).first().waitFor();
  return page.evaluate(
    ({ paragraphs, words, select }) => {
      for (const paragraph of document.querySelectorAll(paragraphs)) {
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(words) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + words.length);
          const line = range.getClientRects()[0];
          if (!line) continue;
          const point = { x: line.x + Math.min(line.width / 2, 30), y: line.y + line.height / 2 };
          const shown = document.elementFromPoint(point.x, point.y);
          if (!shown || !paragraph.contains(shown)) continue;
          if (select) {
            window.getSelection()?.removeAllRanges();
            window.getSelection()?.addRange(range);
          }
          return point;
        }
      }
      throw new Error(`"${words}" is not on show`);
    },
    { paragraphs, words, select },
  );
}

/** Selects `words` where they are on show in `paragraphs` (see wordsOnShow). */
export async function selectWords(page: Page, paragraphs: string, words: string): Promise<void> {
  await wordsOnShow(page, paragraphs, words, true);
}

/** Taps `words` where they are on show in `paragraphs`, as a finger would. */
export async function tapWords(page: Page, paragraphs: string, words: string): Promise<void> {
  const { x, y } = await wordsOnShow(page, paragraphs, words, false);
  await page.mouse.click(x, y);
}
