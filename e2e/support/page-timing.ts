import type { Page } from "playwright-core";

/**
 * When `page` first painted and when it asked for the app's main script, in ms from the
 * page's start, as the browser recorded them: whether the scripts waited for the paint.
 */
export const firstPaintAndMainScript = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
    script:
      performance
        .getEntriesByType("resource")
        .find((entry) => /\/static\/js\/index-[^/]+\.js$/.test(entry.name))?.startTime ??
      Number.NaN,
  }));
