import type { Locator, Page, Request } from "playwright-core";

/** What the shelves look like to a test: carousels, grids, the book cards in them. */

/** A carousel's scrolling track, by the label its region carries. */
export const carouselTrack = (page: Page, label: string): Locator =>
  page.locator(`[data-carousel="${label}"]`);

/** The cards (links to the reader) in a carousel or grid. */
export const bookCards = (container: Locator): Locator => container.locator("a[data-book-id]");

/** The titles of the cards, in order. */
export const titlesIn = (container: Locator): Promise<string[]> =>
  container.locator("[data-book-title]").allTextContents();

/** Each card's reading progress as the bar shows it: the bar's width, in percent. */
export const progressIn = (container: Locator): Promise<number[]> =>
  container
    .locator("[data-progress] > span > span")
    .evaluateAll((bars) => bars.map((bar) => Number.parseFloat((bar as HTMLElement).style.width)));

/** Records the start/end of every call to one of the book lists, in order. */
export function recordListRanges(
  page: Page,
  list: "public_domain_books" | "my_books",
): Array<{ start: string | null; end: string | null }> {
  const ranges: Array<{ start: string | null; end: string | null }> = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== `/api/v1/pdf_parser/${list}/`) return;
    ranges.push({ start: url.searchParams.get("start"), end: url.searchParams.get("end") });
  });
  return ranges;
}

/** The horizontal scroll position of a carousel, in CSS pixels. */
export const scrollLeftOf = (track: Locator): Promise<number> =>
  track.evaluate((element) => Math.round(element.scrollLeft));

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export const fitsViewportWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The ad slots on the page. */
export const adSlots = (page: Page): Locator =>
  page.getByRole("region", { name: "Advertisement", exact: true });
