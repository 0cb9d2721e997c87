import type { Page } from "playwright-core";

/** Driving and reading the reader (/read_book/{id}) in Chromium. */

export const readerPath = (bookId: string, page?: number) =>
  `/read_book/${bookId}${page === undefined ? "" : `?page=${page}`}`;

/**
 * Waits until the reader of `bookId` is open. Matched on the path alone: once the book
 * knows its page the reader adds `?page=N` to the address, which a pattern on the whole
 * address would miss if it came before the wait began.
 */
export async function waitForReaderOf(page: Page, bookId: string | undefined): Promise<void> {
  if (!bookId) throw new Error("waitForReaderOf: no book id");
  await page.waitForURL((url) => url.pathname === readerPath(bookId));
}

/** The page numbers between the previous and next buttons, e.g. "Pages 3–4 of 12". */
export const pagesLabel = (page: Page) =>
  page.getByRole("navigation", { name: "Pages" }).locator("p");

/** Waits until the toolbar says `text` and the turn to it has come to rest. */
export async function waitForPages(page: Page, text: string | RegExp): Promise<void> {
  // A pattern crosses into the page as its source: a RegExp is not serialisable.
  const expected =
    typeof text === "string" ? { exact: text } : { source: text.source, flags: text.flags };
  try {
    await page.waitForFunction(
      (wanted) => {
        const label = document.querySelector('nav[aria-label="Pages"] p')?.textContent ?? "";
        const faces = [...document.querySelectorAll("[data-page-index]")];
        const resting = faces.length > 0 && faces.every((face) => face.matches(".flip-face--rest"));
        const matches =
          "exact" in wanted
            ? label === wanted.exact
            : new RegExp(wanted.source, wanted.flags).test(label);
        return matches && resting;
      },
      expected,
      { timeout: 20_000 },
    );
  } catch (error) {
    // Say what the book showed instead, so a failure can be understood from the log.
    const seen = await page.evaluate(() => ({
      label: document.querySelector('nav[aria-label="Pages"] p')?.textContent,
      faces: [...document.querySelectorAll("[data-page-index]")].map(
        (face) => `${face.getAttribute("data-page-index")} ${face.className}`,
      ),
      address: location.search,
    }));
    throw new Error(`Waited for "${text}" at rest; the book showed ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the address says `?page=number`. The reader writes the address just after
 * the page is drawn, so a test that reads it at once can be a frame early.
 */
export async function waitForAddressPage(page: Page, number: number): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted) => new URLSearchParams(location.search).get("page") === wanted,
      String(number),
      { timeout: 10_000 },
    );
  } catch (error) {
    const address = await page.evaluate(() => location.search);
    throw new Error(`Waited for ?page=${number} in the address; it says "${address}"`, {
      cause: error,
    });
  }
}

/** The page indexes (from 0) of the page elements in the DOM, in order. */
export function pageIndexesInDom(page: Page): Promise<number[]> {
  return page
    .locator("[data-page-index]")
    .evaluateAll((faces) => faces.map((face) => Number(face.getAttribute("data-page-index"))));
}

/**
 * Pages on show whose text or pictures reach outside the content box: the page box is
 * PAGE_WIDTH × PAGE_HEIGHT with PAGE_PADDING inside, measured unscaled (offsets, not
 * screen rectangles, since the book is scaled to fit the window).
 */
export function overflowingPages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const text of document.querySelectorAll<HTMLElement>(
      ".flip-face--rest .book-page__text",
    )) {
      const box = text.closest<HTMLElement>(".book-page");
      if (!box) continue;
      const style = getComputedStyle(text);
      const bottom = box.clientHeight - Number.parseFloat(style.paddingBottom);
      const right = box.clientWidth - Number.parseFloat(style.paddingRight);
      for (const child of text.children as HTMLCollectionOf<HTMLElement>) {
        const overBottom = child.offsetTop + child.offsetHeight > bottom + 0.5;
        const overRight =
          child.offsetLeft + child.offsetWidth > right + 0.5 ||
          child.scrollWidth > child.clientWidth;
        if (overBottom || overRight) {
          problems.push(`${box.getAttribute("aria-label")}: ${child.textContent?.slice(0, 60)}`);
        }
      }
    }
    return problems;
  });
}

export interface ReaderRequests {
  /** `start-end` of every pages request, in order. */
  chunks: string[];
  /** Bodies of every PATCH my_book_view. */
  progressPatches: Array<Record<string, unknown>>;
  /** Every my_book_view call, any method. */
  bookViewCalls: string[];
}

/** Records the reader's calls as the page makes them. */
export function recordReaderRequests(page: Page): ReaderRequests {
  const record: ReaderRequests = { chunks: [], progressPatches: [], bookViewCalls: [] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/v1/pdf_parser/books/")) {
      record.chunks.push(`${url.searchParams.get("start")}-${url.searchParams.get("end")}`);
    }
    if (url.pathname.startsWith("/api/v1/pdf_parser/my_book_view/")) {
      record.bookViewCalls.push(request.method());
      if (request.method() === "PATCH") record.progressPatches.push(request.postDataJSON());
    }
  });
  return record;
}

/**
 * Drags a page of the spread towards the other side with the mouse, in small steps as a
 * hand would: `fraction` of the book's width. It takes the page by its outer margin: a
 * mouse pressed on the text selects it instead.
 */
export async function dragPage(page: Page, from: "left" | "right", fraction = 0.5): Promise<void> {
  const box = await page.locator(".flip-pages").boundingBox();
  if (!box) throw new Error("The book is not on the screen.");
  const y = box.y + box.height * 0.6;
  const startX = from === "right" ? box.x + box.width * 0.985 : box.x + box.width * 0.015;
  const distance = box.width * fraction * (from === "right" ? -1 : 1);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(startX + (distance * step) / 12, y);
  }
  await page.mouse.up();
}

/** Counts the page elements in the DOM after every change, keeping the largest count. */
export async function watchPageElements(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { __mostPages: number };
    state.__mostPages = document.querySelectorAll("[data-page-index]").length;
    new MutationObserver(() => {
      state.__mostPages = Math.max(
        state.__mostPages,
        document.querySelectorAll("[data-page-index]").length,
      );
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __mostPages: number }).__mostPages);
}
