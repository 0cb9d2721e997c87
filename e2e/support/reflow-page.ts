import type { Page } from "playwright-core";

/** Driving and reading the reflowed view of the reader in Chromium. */

/** What the reflowed view shows now. */
export interface ReflowState {
  label: string | null;
  /** Computed font size of the body text on show, e.g. "18px". */
  fontSize: string | null;
  /** The document is wider than the window: something scrolls sideways. */
  scrollsSideways: boolean;
  /** The first words ("Page 8, paragraph 3.") of the paragraphs whose lines are on show. */
  paragraphs: string[];
}

/** The book page (from 1) the label names: "Page 8 of 60 · 2/3" → 8. */
export const labelledPage = (state: ReflowState) => Number(state.label?.match(/^Page (\d+)/)?.[1]);

/**
 * Reads the reflowed view in the page, in one go. With `onlyAtRest` it answers null unless
 * the view rests on screens of text (no turn running, nothing loading), so a wait and its
 * reading see the same screen: a re-render between two evaluations cannot split them.
 */
const readReflow = (onlyAtRest: boolean): ReflowState | null => {
  const label = document.querySelector('nav[aria-label="Pages"] p')?.textContent ?? null;
  const body = document.querySelector(".flip-face--rest .reflow-flow p");
  if (onlyAtRest) {
    const faces = [...document.querySelectorAll("[data-page-index]")];
    const resting =
      /^Page \d+ of \d+/.test(label ?? "") &&
      faces.length > 0 &&
      faces.every((face) => face.matches(".flip-face--rest")) &&
      document.querySelector(".flip-face--rest .reflow-page__window p") !== null &&
      body !== null;
    if (!resting) return null;
  }
  const paragraphs: string[] = [];
  for (const window of document.querySelectorAll(".flip-face--rest .reflow-page__window")) {
    const shown = window.getBoundingClientRect();
    for (const paragraph of window.querySelectorAll("p")) {
      const box = paragraph.getBoundingClientRect();
      const overlap = Math.min(box.bottom, shown.bottom) - Math.max(box.top, shown.top);
      const words = paragraph.textContent?.match(/^Page \d+, paragraph \d+\./)?.[0];
      if (overlap > 1 && words) paragraphs.push(words);
    }
  }
  return {
    label,
    fontSize: body ? getComputedStyle(body).fontSize : null,
    scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    paragraphs,
  };
};

export async function reflowState(page: Page): Promise<ReflowState> {
  const state = await page.evaluate(readReflow, false);
  if (!state) throw new Error("the reflowed view could not be read");
  return state;
}

/** Waits until the reflowed view rests on screens of text, and reads it at that moment. */
export async function waitForReflowedText(page: Page): Promise<ReflowState> {
  const resting = await page.waitForFunction(readReflow, true, { timeout: 20_000 });
  return (await resting.jsonValue()) as ReflowState;
}

/** Waits until the toolbar's label is no longer `label` and the view rests again. */
export async function waitForLabelAfter(page: Page, label: string | null): Promise<ReflowState> {
  await page.waitForFunction(
    (previous) => document.querySelector('nav[aria-label="Pages"] p')?.textContent !== previous,
    label,
    { timeout: 20_000 },
  );
  return waitForReflowedText(page);
}
