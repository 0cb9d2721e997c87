import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { fetchBookView, saveReadingPlace } from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { insertIllustratedBook } from "../support/offline-book.js";
import { readerPath, waitForPages } from "../support/reader-page.js";
import { labelledPage, waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
/** How long a poll waits for what the app does in the background (a download, a send). */
const BACKGROUND = { timeout: 20_000 };
const PAGES = 45;
/** The page (from 0) with a picture: on the spread after the one the book opens at. */
const PICTURE_ON = 24;

/** Waits until the app's service worker answers this page's requests. */
async function controlledByWorker(page: Page): Promise<void> {
  try {
    // Installing fetches the first screen's files: on a busy machine that takes a while.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 60_000,
    });
  } catch (error) {
    // Say how far the worker got, so a failure can be understood from the log.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        address: location.href,
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    });
    throw new Error(`The service worker did not take the page: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** Two books of one owner: the one to be saved offline, and "Left At Home", 6 pages. */
function ownerWithTwoBooks(
  owner: string,
  saved: { pages: number; title: string; pictureOn: number },
): { bookId: string; otherId: string } {
  return {
    bookId: insertIllustratedBook(harness.dataDir, { ...saved, owner }),
    otherId: insertIllustratedBook(harness.dataDir, {
      pages: 6,
      title: "Left At Home",
      owner,
      pictureOn: 1,
    }),
  };
}

/** The width and height a PNG's header declares. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Whether the background theme's picture behind the book loads (offline: from the copy). */
const backdropLoads = (page: Page) =>
  page.evaluate(async () => {
    const layer = document.querySelector<HTMLElement>(".reader-backdrop:last-child");
    const url = layer?.style.backgroundImage.match(/url\("([^"]+)"\)/)?.[1];
    if (!url) return "no backdrop";
    const image = new Image();
    image.src = url;
    return image.decode().then(
      () => "loaded",
      () => `failed: ${url}`,
    );
  });

/** Whether every picture on the spread at rest has loaded (decoded, with a size). */
const picturesLoaded = (page: Page) =>
  page
    .locator(".flip-face--rest img")
    .evaluateAll((images) =>
      images.map(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );

describe("installing the app", () => {
  it("has a manifest Chromium reads and installs from, linked from every page", async () => {
    const { page } = await harness.newPageInContext({ serviceWorkers: "allow" });
    await page.goto("/faq");
    await controlledByWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${harness.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? "{}");
    expect(data).toMatchObject({
      name: "Bindery",
      short_name: "Bindery",
      display: "standalone",
      start_url: "/",
      theme_color: "#f8f3ea",
    });
    // Chromium's own verdict: a manifest with the icons it needs and a worker that
    // answers pages, nothing missing. A test's browser context is off the record, where
    // Chromium installs nothing: that is the one objection it may raise.
    const installability = await cdp.send("Page.getInstallabilityErrors");
    expect(
      installability.installabilityErrors.filter((error) => error.errorId !== "in-incognito"),
    ).toEqual([]);

    // Every icon is a PNG of the size it claims; one is maskable.
    const icons = data.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const answer = await fetch(new URL(icon.src, harness.baseUrl));
      expect(answer.headers.get("content-type")).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width, height });
    }
    const served = await fetch(`${harness.baseUrl}/manifest.webmanifest`);
    expect(served.headers.get("content-type")).toMatch(/^application\/manifest\+json/);

    // The home page (prerendered), the reader's page and every other page link it.
    for (const address of ["/", "/read_book/some-book", "/?view=books", "/pricing"]) {
      const html = await (await fetch(`${harness.baseUrl}${address}`)).text();
      expect([address, html.includes('<link rel="manifest" href="/manifest.webmanifest"')]).toEqual(
        [address, true],
      );
    }
  });
});

describe("offline reading", () => {
  it("reads a saved book offline in both views, and its place reaches the account", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const token = account.answer.access;
    const owner = account.answer.user_id;
    const { bookId, otherId } = ownerWithTwoBooks(owner, {
      pages: PAGES,
      title: "The Travelling Shelf",
      pictureOn: PICTURE_ON,
    });
    const { page } = await harness.newPageInContext({
      viewport: DESKTOP,
      serviceWorkers: "allow",
    });
    await signIn(page, account);
    await page.goto("/?view=my-books");
    await controlledByWorker(page);
    const grid = page.getByRole("list", { name: "My books" });
    await grid.locator(`a[data-book-id="${bookId}"]`).waitFor();

    // Download for offline, from My Books: a progress bar, then the space it takes.
    await page
      .getByRole("button", { name: "Download for offline: “The Travelling Shelf”" })
      .click();
    const remove = grid.getByRole("button", {
      name: "Remove “The Travelling Shelf” from this device",
    });
    await remove.waitFor({ timeout: 60_000 });
    const savedLine = grid
      .locator("li", { has: page.locator(`a[data-book-id="${bookId}"]`) })
      .locator('[data-offline-download="saved"]');
    expect(await savedLine.textContent()).toMatch(/Saved offline · \d+(\.\d)? (KB|MB)/);
    // It is on the shelf of books on this device, marked on its cover.
    const onDevice = page.getByRole("list", { name: "Saved on this device" });
    expect(await onDevice.locator("[data-book-title]").allTextContents()).toEqual([
      "The Travelling Shelf",
    ]);
    expect(await grid.locator(`a[data-book-id="${bookId}"] [data-saved-offline]`).count()).toBe(1);
    // The browser was asked to keep the site's storage.
    expect(await page.evaluate(() => navigator.storage.persisted())).toBeDefined();

    // Offline, after a reload: the library shows the saved book; the other cannot open.
    await page.context().setOffline(true);
    await page.reload();
    await page.locator("[data-offline-notice]").waitFor();
    await onDevice.locator(`a[data-book-id="${bookId}"]`).waitFor();
    await grid.locator(`[data-unavailable-offline][data-book-id="${otherId}"]`).waitFor();
    expect(await grid.locator(`a[data-book-id="${otherId}"]`).count()).toBe(0);
    expect(await grid.locator(`a[data-book-id="${bookId}"] [data-saved-offline]`).count()).toBe(1);
    await page.screenshot({ path: "/tmp/bindery-offline-library-desktop.png", fullPage: true });

    // The reader opens it at another page and turns pages, pictures and all.
    const fromWorker: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/") && response.fromServiceWorker()) {
        fromWorker.push(url.pathname);
      }
    });
    await page.goto(readerPath(bookId, 23));
    await waitForPages(page, `Pages 23–24 of ${PAGES}`);
    await expect
      .poll(() => page.locator(".flip-face--rest").getByText("Page 23").count(), BACKGROUND)
      .toBeGreaterThan(0);
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, `Pages 25–26 of ${PAGES}`);
    await expect.poll(() => picturesLoaded(page), BACKGROUND).toEqual([true]);
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, `Pages 27–28 of ${PAGES}`);
    expect(fromWorker).toContain(`/api/v1/pdf_parser/books/${bookId}/`);
    await expect.poll(() => backdropLoads(page), BACKGROUND).toBe("loaded");
    // Those answers are the saved copy: the network is gone for the worker too.
    expect(
      await page.evaluate(
        (id) =>
          fetch(`/api/v1/pdf_parser/books/${id}/search/?q=page`).then(
            () => "answered",
            () => "failed",
          ),
        bookId,
      ),
    ).toBe("failed");
    await page.screenshot({ path: "/tmp/bindery-offline-reader-desktop.png" });

    // On a phone's screen the reflowed view opens from the same copy, and turns.
    await page.setViewportSize(PHONE);
    await page.reload();
    const opened = await waitForReflowedText(page);
    expect([27, 28]).toContain(labelledPage(opened));
    await page.getByRole("button", { name: "Next page" }).click();
    const turned = await waitForLabelAfter(page, opened.label);
    expect(labelledPage(turned)).toBeGreaterThanOrEqual(27);
    // A phone held upright shows the picture's portrait crop: saved too.
    await expect.poll(() => backdropLoads(page), BACKGROUND).toBe("loaded");
    await page.screenshot({ path: "/tmp/bindery-offline-reader-phone.png" });
    await page.goto("/?view=my-books");
    await onDevice.locator(`a[data-book-id="${bookId}"]`).waitFor();
    await page.screenshot({ path: "/tmp/bindery-offline-library-phone.png", fullPage: true });

    // The place read offline has not reached the account; meanwhile another device saves
    // a place it read before this one.
    const before = await fetchBookView(harness.baseUrl, bookId, token);
    expect(before.last_read_page).toBe(0);
    const earlier = new Date(Date.now() - 60 * 60_000).toISOString();
    await saveReadingPlace(harness.baseUrl, bookId, 3, token, earlier);

    // Back online, the place read here (later) reaches the account and wins.
    await page.context().setOffline(false);
    await expect
      .poll(
        async () => (await fetchBookView(harness.baseUrl, bookId, token)).last_read_page,
        BACKGROUND,
      )
      .toBeGreaterThanOrEqual(26);
    // And the book opens there next time, from the account.
    const saved = await fetchBookView(harness.baseUrl, bookId, token);
    expect(saved.last_read_page).toBeLessThan(PAGES);
  });
});

describe("a shelf seen before the service worker took the page", () => {
  it("is listed offline, the books not saved shown as not available", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const owner = account.answer.user_id;
    const { bookId: savedId, otherId } = ownerWithTwoBooks(owner, {
      pages: 6,
      title: "Taken Along",
      pictureOn: 1,
    });
    const { page } = await harness.newPageInContext({
      viewport: PHONE,
      serviceWorkers: "allow",
    });
    // The first visit, signed in: no page of the site has registered the worker yet.
    await page.context().addInitScript((entries) => {
      if (localStorage.getItem("access_token") !== null) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, account.storage);
    const shelfAsked = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith("/api/v1/pdf_parser/my_books"),
    );
    // On a busy machine the worker installs after the shelf has come: held back, it does
    // here too.
    await page.context().route("**/sw.js", async (route) => {
      await shelfAsked;
      await route.continue();
    });
    await page.goto("/?view=my-books");
    expect((await shelfAsked).fromServiceWorker()).toBe(false);
    const grid = page.getByRole("list", { name: "My books" });
    await grid.locator(`a[data-book-id="${otherId}"]`).waitFor();
    await controlledByWorker(page);
    await page.getByRole("button", { name: "Download for offline: “Taken Along”" }).click();
    await grid
      .getByRole("button", { name: "Remove “Taken Along” from this device" })
      .waitFor({ timeout: 60_000 });

    await page.context().setOffline(true);
    await page.reload();
    await page.locator("[data-offline-notice]").waitFor();
    const unavailable = grid.locator(`[data-unavailable-offline][data-book-id="${otherId}"]`);
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toContain("Not available offline");
    expect(await grid.locator(`a[data-book-id="${savedId}"] [data-saved-offline]`).count()).toBe(1);
    // What needs the server is greyed out and says why, on both books; the ad slot shows
    // the house ad at once rather than an empty box while the server is asked.
    for (const title of ["Taken Along", "Left At Home"]) {
      for (const [name, reason] of [
        [`Download “${title}” as EPUB`, "Connect to the internet to download the EPUB."],
        [`Share “${title}”`, "Connect to the internet to share this book."],
        [`Delete “${title}”`, "Connect to the internet to delete this book."],
      ] as const) {
        const button = grid.getByRole("button", { name, exact: true });
        expect(await button.isDisabled()).toBe(true);
        expect(await button.getAttribute("title")).toBe(reason);
      }
    }
    const ad = page.getByRole("region", { name: "Advertisement" });
    expect(await ad.getAttribute("data-ad-source")).toBe("house");
    await page.screenshot({ path: "/tmp/bindery-offline-library-phone.png", fullPage: true });
  });
});

describe("offline reading for a visitor", () => {
  it("saves a public book from the reader and reads it offline, listed with the catalog", async () => {
    const bookId = insertIllustratedBook(harness.dataDir, {
      pages: 30,
      title: "A Classic To Go",
      pictureOn: 4,
    });
    const { page } = await harness.newPageInContext({
      viewport: DESKTOP,
      serviceWorkers: "allow",
    });
    // Shelves only ask whether anything is saved: a visitor who saves nothing gets no database.
    await page.goto("/?view=books");
    await page.locator(`a[data-book-id="${bookId}"]`).waitFor();
    const databases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await databases()).not.toContain("bindery-offline");

    await page.goto(readerPath(bookId, 1));
    await waitForPages(page, "Pages 1–2 of 30");
    await controlledByWorker(page);
    await page.getByRole("button", { name: "Download for offline: “A Classic To Go”" }).click();
    await page
      .getByRole("button", {
        name: /^Saved offline · .*Remove “A Classic To Go” from this device$/,
      })
      .waitFor({ timeout: 60_000 });
    expect(await databases()).toContain("bindery-offline");

    await page.context().setOffline(true);
    await page.goto(readerPath(bookId, 5));
    await waitForPages(page, "Pages 5–6 of 30");
    await expect.poll(() => picturesLoaded(page), BACKGROUND).toEqual([true]);
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, "Pages 7–8 of 30");
    // The catalog's page lists it among the books on this device.
    await page.goto("/?view=books");
    await page.locator("[data-offline-notice]").waitFor();
    const onDevice = page.getByRole("list", { name: "Saved on this device" });
    await onDevice.locator(`a[data-book-id="${bookId}"]`).waitFor();
    expect(await onDevice.locator("[data-book-title]").allTextContents()).toEqual([
      "A Classic To Go",
    ]);
    // Opened from that shelf, the book is where the visitor left it (kept in this browser).
    await onDevice.locator(`a[data-book-id="${bookId}"]`).click();
    await waitForPages(page, "Pages 7–8 of 30");
  });
});

describe("the download control", () => {
  /** Holds every stored file's answer until released: a download is caught under way. */
  async function holdFiles(page: Page): Promise<() => Promise<void>> {
    const held: Route[] = [];
    let holding = true;
    await page.route("**/files/books/**", async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    return async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    };
  }
  const progressOf = (page: Page, title: string) =>
    page.getByRole("progressbar", { name: `Saving “${title}” for offline reading` });
  /**
   * Waits until the download is part of the way (its answers stored, its pictures held)
   * and the bar's fill has grown to its value (it eases there), for a picture; answers it.
   */
  async function underWay(page: Page, title: string): Promise<number> {
    const bar = progressOf(page, title);
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), BACKGROUND)
      .toBeGreaterThan(0);
    await bar.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const fill = element.firstElementChild as HTMLElement;
          const check = () => {
            const shown = (100 * fill.offsetWidth) / element.clientWidth;
            if (Math.abs(shown - Number(element.getAttribute("aria-valuenow"))) < 1) resolve();
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    return Number(await bar.getAttribute("aria-valuenow"));
  }

  it("shows its progress and the space taken, in the reader and on the shelf", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const title = "The Patient Shelf";
    const bookId = insertIllustratedBook(harness.dataDir, {
      pages: PAGES,
      title,
      owner: account.answer.user_id,
      pictureOn: 2,
    });
    const download = `Download for offline: “${title}”`;
    const bookCache = `bindery-book-${encodeURIComponent(bookId)}`;
    const remove = `Remove “${title}” from this device`;

    // A wide screen: the reader's bar.
    const desktop = (await harness.newPageInContext({ viewport: DESKTOP })).page;
    await signIn(desktop, account);
    await desktop.goto(readerPath(bookId, 1));
    await waitForPages(desktop, `Pages 1–2 of ${PAGES}`);
    let release = await holdFiles(desktop);
    await desktop.getByRole("button", { name: download }).click();
    // The answers are stored; the pictures wait: part of the way.
    expect(await underWay(desktop, title)).toBeLessThan(100);
    await desktop.screenshot({ path: "/tmp/bindery-offline-progress-reader-desktop.png" });
    await release();
    // Saved: the bar's icon says so, with the space it takes; Remove asks first.
    const saved = desktop.getByRole("button", { name: remove });
    await saved.waitFor({ timeout: 60_000 });
    expect(await saved.getAttribute("aria-label")).toMatch(
      new RegExp(`^Saved offline · \\d+(\\.\\d)? (KB|MB)\\. ${remove}$`),
    );
    await desktop.screenshot({ path: "/tmp/bindery-offline-saved-reader-desktop.png" });
    await saved.click();
    const dialog = desktop.getByRole("alertdialog", { name: "Remove from this device?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await desktop.getByRole("button", { name: download }).waitFor();
    expect(await desktop.evaluate(() => caches.keys())).not.toContain(bookCache);

    // My Books: under the card.
    await desktop.unrouteAll({ behavior: "wait" });
    await desktop.goto("/?view=my-books");
    release = await holdFiles(desktop);
    await desktop.getByRole("button", { name: download }).click();
    await underWay(desktop, title);
    await desktop.screenshot({ path: "/tmp/bindery-offline-progress-shelf-desktop.png" });
    await release();
    await desktop.getByRole("button", { name: remove }).first().waitFor({ timeout: 60_000 });
    expect(await desktop.evaluate(() => caches.keys())).toContain(bookCache);

    // A phone: from the More menu; the progress shows under the bar, and Stop removes it all.
    const phone = (await harness.newPageInContext({ viewport: PHONE })).page;
    await signIn(phone, account);
    await phone.goto(readerPath(bookId, 1));
    await waitForReflowedText(phone);
    release = await holdFiles(phone);
    await phone.getByRole("button", { name: "More" }).click();
    await phone.getByRole("button", { name: download }).click();
    await underWay(phone, title);
    await phone.screenshot({ path: "/tmp/bindery-offline-progress-reader-phone.png" });
    await phone.getByRole("button", { name: `Stop saving “${title}” for offline reading` }).click();
    await release();
    await phone.getByRole("button", { name: "More" }).click();
    await phone.getByRole("button", { name: download }).waitFor();
    expect(await phone.evaluate(() => caches.keys())).not.toContain(bookCache);
    await phone.goto("/?view=my-books");
    await phone.getByRole("list", { name: "My books" }).waitFor();
    await phone.screenshot({ path: "/tmp/bindery-offline-shelf-phone.png", fullPage: true });

    // Deleting the book from the account removes its copy on the device that saved it.
    await desktop
      .getByRole("list", { name: "My books" })
      .getByRole("button", { name: `Delete “${title}”` })
      .click();
    await desktop.getByRole("alertdialog").getByRole("button", { name: "Delete book" }).click();
    await expect
      .poll(() => desktop.evaluate(() => caches.keys()), BACKGROUND)
      .not.toContain(bookCache);
    await desktop
      .getByRole("list", { name: "Saved on this device" })
      .waitFor({ state: "detached" });
  });
});
