import type { Page } from "playwright-core";

/**
 * Puts a session into local storage as the app would have left it. The app is opened
 * on a page that makes no API calls first, since storage belongs to the origin.
 */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto("/faq");
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/**
 * Waits until the app has rendered (StartedMark): before that, the prerendered home
 * page's buttons do nothing and its links load pages.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator("html[data-started]").waitFor({ state: "attached" });
}
