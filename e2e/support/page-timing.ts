import type { Page } from "playwright-core";

/**
 * When `page` asked for the app's main script, beside when it first painted and when its
 * HTML was parsed to the end (domInteractive), in ms from the page's start, as the browser
 * recorded them: whether the script waited for the paint, or was asked for as the HTML
 * was read.
 */
export const mainScriptTiming = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
    parsed:
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.domInteractive ?? Number.NaN,
    script:
      performance
        .getEntriesByType("resource")
        .find((entry) => /\/static\/js\/index-[^/]+\.js$/.test(entry.name))?.startTime ??
      Number.NaN,
  }));
