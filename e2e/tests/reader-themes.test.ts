import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { fetchBookView } from "../support/books-api.js";
import {
  insertLongBook,
  makePremium,
  storedAnalyticsEvents,
} from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, recordReaderRequests, waitForPages } from "../support/reader-page.js";

const harness = useBrowserHarness();
const PREMIUM_MESSAGE = "This is a premium theme. Upgrade to access it.";

interface ThemeAnswer {
  theme_meta_unique_id: string;
  theme_name: string;
  image_url: string;
  audio_url: string | null;
  has_audio: number;
  is_available: number;
}
let themes: { book_themes: ThemeAnswer[]; page_themes: ThemeAnswer[] };
let bookId: string;

beforeAll(async () => {
  bookId = insertLongBook(harness.dataDir, 40, "A Book of Themes");
  const response = await fetch(`${harness.baseUrl}/api/v1/pdf_parser/themes/guest/`);
  themes = await response.json();
});

const theme = (list: "book_themes" | "page_themes", name: string) => {
  const found = themes[list].find((item) => item.theme_name === name);
  if (!found) throw new Error(`No theme named ${name}`);
  return found;
};

async function openReader(page: Page) {
  await page.goto(readerPath(bookId));
  await waitForPages(page, "Pages 1–2 of 40");
}

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "Reader Settings" }).click();
  const panel = page.getByRole("dialog", { name: "Reader Settings" });
  // The sheet's controls are their own chunk, loaded as it first opens.
  await panel.getByLabel("Page theme").waitFor();
  return panel;
}

const picker = (page: Page) => page.getByRole("button", { name: /^Background theme/ });
const pickerMenu = (page: Page) => page.getByRole("menu");

/**
 * Waits until the open picker listens: the menu is in the DOM a moment before Radix gives
 * it the keyboard, and a task later still before it hears clicks outside it.
 */
async function pickerReady(page: Page) {
  await pickerMenu(page).waitFor();
  await expect
    .poll(() => pickerMenu(page).evaluate((menu) => menu.contains(document.activeElement)))
    .toBe(true);
  // A timer set now runs after the one Radix set when the menu opened.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Picks the background theme with this name in the open settings. */
async function chooseBackground(page: Page, name: string) {
  await picker(page).click();
  await pickerMenu(page).getByRole("menuitemradio", { name }).click();
  await pickerMenu(page).waitFor({ state: "detached" });
}

/** Opens the settings and expects them to show these themes as the chosen ones. */
async function expectChosen(page: Page, background: string, pageThemeId: string) {
  await openSettings(page);
  await expect(picker(page).textContent()).resolves.toContain(background);
  await expect(page.getByLabel("Page theme").inputValue()).resolves.toBe(pageThemeId);
}

/** Opens the picker with Enter on its focused trigger. */
async function openPickerByKeyboard(page: Page) {
  await page.keyboard.press("Enter");
  await pickerReady(page);
}

/** The picture behind the book: the newest backdrop layer's image. */
const backdropImage = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>(".reader-backdrop")].at(-1)?.style.backgroundImage,
  );

/** The paper the book's pages are drawn on. */
const pageImage = (page: Page) =>
  page
    .locator(".flip-book")
    .evaluate((book) => (book as HTMLElement).style.getPropertyValue("--paper-image"));

/** The sound element's state. */
const audioState = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => ({
    src: audio.getAttribute("src"),
    paused: audio.paused,
    loop: audio.loop,
    muted: audio.muted,
    volume: audio.volume,
  }));

describe("themes in the reader", () => {
  it("shows premium themes locked to a guest and opens the premium preview instead", async () => {
    const watched = await harness.newPage();
    const { page } = watched;
    const requests = recordReaderRequests(page);
    await openReader(page);
    await openSettings(page);

    const premiumPages = themes.page_themes.filter((item) => item.is_available === 0);
    expect(premiumPages.length).toBeGreaterThan(0);
    const options = await page.getByLabel("Page theme").locator("option").allTextContents();
    expect(options).toEqual(
      themes.page_themes.map((item) =>
        item.is_available ? item.theme_name : `${item.theme_name} (Premium)`,
      ),
    );

    await picker(page).click();
    const items = pickerMenu(page).getByRole("menuitemradio");
    await expect(items.count()).resolves.toBe(themes.book_themes.length);
    await expect(pickerMenu(page).locator("[data-locked]").count()).resolves.toBe(
      themes.book_themes.filter((item) => item.is_available === 0).length,
    );
    const first = themes.book_themes[0]?.theme_name ?? "";
    await expect(items.filter({ hasText: first }).getAttribute("aria-checked")).resolves.toBe(
      "true",
    );
    const list = await pickerMenu(page).evaluate((menu) => ({
      maxHeight: getComputedStyle(menu).maxHeight,
      scrolls: menu.scrollHeight > menu.clientHeight,
      images: [...menu.querySelectorAll("img")].length,
    }));
    expect(list).toEqual({ maxHeight: "240px", scrolls: true, images: themes.book_themes.length });

    const locked = themes.book_themes.find((item) => item.is_available === 0);
    if (!locked) throw new Error("No premium book theme.");
    await items.filter({ hasText: locked.theme_name }).click();
    const preview = page.getByRole("dialog", { name: locked.theme_name });
    await preview.getByText(PREMIUM_MESSAGE).waitFor();
    await expect(
      preview.getByRole("img", { name: `Preview of the ${locked.theme_name} theme` }).count(),
    ).resolves.toBe(1);
    await preview.getByRole("button", { name: "Not now" }).click();
    await expect(picker(page).textContent()).resolves.toContain(first);

    const lockedPage = premiumPages[0] as ThemeAnswer;
    const select = page.getByLabel("Page theme");
    const before = await select.inputValue();
    await select.selectOption(lockedPage.theme_meta_unique_id);
    const pagePreview = page.getByRole("dialog", { name: lockedPage.theme_name });
    await pagePreview.getByText(PREMIUM_MESSAGE).waitFor();
    await expect(select.inputValue()).resolves.toBe(before);
    await pagePreview.getByRole("link", { name: "Go Premium" }).click();
    await page.waitForURL("**/pricing");

    // A guest's choices stay in the browser: nothing was read from or saved to the server.
    expect(requests.bookViewCalls).toEqual([]);
  });

  it("switches themes, plays the sound after a gesture, and saves both themes per book", async () => {
    const { page } = await harness.newPage();
    const reader = await signUpAccount(harness.baseUrl);
    await signIn(page, reader);
    const requests = recordReaderRequests(page);
    await openReader(page);
    await openSettings(page);
    const rainy = theme("book_themes", "Rainy window");
    const sepia = theme("page_themes", "Sepia");

    await chooseBackground(page, "Rainy window");
    await expect.poll(() => backdropImage(page)).toContain(rainy.image_url);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect(await audioState(page)).toMatchObject({ src: rainy.audio_url, loop: true, volume: 0.5 });

    await page.getByLabel("Page theme").selectOption(sepia.theme_meta_unique_id);
    await expect.poll(() => pageImage(page)).toContain(sepia.image_url);

    await expect.poll(() => requests.progressPatches.length).toBe(2);
    expect(requests.progressPatches).toEqual([
      { theme_id: rainy.theme_meta_unique_id },
      { page_theme_id: sepia.theme_meta_unique_id },
    ]);
    const saved = await fetchBookView(harness.baseUrl, bookId, reader.answer.access);
    expect(saved).toMatchObject({
      theme_id: rainy.theme_meta_unique_id,
      page_theme_id: sepia.theme_meta_unique_id,
    });

    // Volume from 0 to 1 by 0.01, and mute/unmute.
    const slider = page.getByRole("slider", { name: "Volume" });
    await expect(slider.getAttribute("aria-valuenow")).resolves.toBe("0.5");
    await expect(slider.getAttribute("aria-valuemin")).resolves.toBe("0");
    await expect(slider.getAttribute("aria-valuemax")).resolves.toBe("1");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider.getAttribute("aria-valuenow")).resolves.toBe("0.51");
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.51);
    await page.getByRole("button", { name: "Mute" }).click();
    await expect.poll(() => audioState(page)).toMatchObject({ muted: true, paused: true });
    await page.getByRole("button", { name: "Unmute" }).click();
    await expect.poll(() => audioState(page)).toMatchObject({ muted: false, paused: false });

    // Opened again, the book comes back in the themes chosen for it; silent until a gesture.
    await page.reload();
    await waitForPages(page, "Pages 1–2 of 40");
    await expect.poll(() => backdropImage(page)).toContain(rainy.image_url);
    expect(await audioState(page)).toMatchObject({ src: rainy.audio_url, paused: true });
    await page.getByRole("button", { name: "Next page" }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await expectChosen(page, "Rainy window", sepia.theme_meta_unique_id);
  });

  it("keeps a guest's background and page themes across a reload", async () => {
    const { page } = await harness.newPage();
    await openReader(page);
    await openSettings(page);
    const rainy = theme("book_themes", "Rainy window");
    const sepia = theme("page_themes", "Sepia");

    await chooseBackground(page, "Rainy window");
    await page.getByLabel("Page theme").selectOption(sepia.theme_meta_unique_id);
    await expect.poll(() => backdropImage(page)).toContain(rainy.image_url);
    await expect.poll(() => pageImage(page)).toContain(sepia.image_url);

    await page.reload();
    await waitForPages(page, "Pages 1–2 of 40");
    await expect.poll(() => backdropImage(page)).toContain(rainy.image_url);
    await expect.poll(() => pageImage(page)).toContain(sepia.image_url);
    await expectChosen(page, "Rainy window", sepia.theme_meta_unique_id);
  });

  it("offers 'Tap for sound' when the browser refuses to play the background's sound", async () => {
    const { page } = await harness.newPage();
    // The browser's autoplay rules refuse the first play(), as a phone's may after a tap
    // whose handler did not start the sound itself; later ones play.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      let refused = false;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (refused) return play.call(this);
        refused = true;
        return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
      };
    });
    await openReader(page);
    await openSettings(page);
    await chooseBackground(page, "Rainy window");
    const tap = page.getByRole("button", { name: "Tap for sound" });
    await tap.waitFor();
    expect(await audioState(page)).toMatchObject({ paused: true });

    await page.keyboard.press("Escape");
    await tap.click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await tap.waitFor({ state: "detached" });
  });

  it("closes the picker on Escape, on Tab, on an outside click and after a pick, all by keyboard", async () => {
    const { page } = await harness.newPage();
    await openReader(page);
    const panel = await openSettings(page);
    const trigger = picker(page);

    await trigger.focus();
    await openPickerByKeyboard(page);
    await page.keyboard.press("Escape");
    await pickerMenu(page).waitFor({ state: "detached" });
    // Radix hands focus back a task after the menu leaves the DOM.
    await expect.poll(() => trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    // Escape closed only the picker, not the panel.
    await expect(panel.isVisible()).resolves.toBe(true);

    await openPickerByKeyboard(page);
    await page.keyboard.press("Tab");
    await pickerMenu(page).waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Mute");

    const panelBox = await panel.boundingBox();
    if (!panelBox) throw new Error("The settings panel is not on the screen.");
    await trigger.click();
    await pickerReady(page);
    await page.mouse.click(panelBox.x + panelBox.width / 2, panelBox.y + panelBox.height - 40);
    await pickerMenu(page).waitFor({ state: "detached" });

    await trigger.focus();
    await openPickerByKeyboard(page);
    const misty = theme("book_themes", "Misty forest");
    // Arrow keys move through the list's items. Until one has focus the list itself has it,
    // and its text names every theme: only an item's name counts.
    const focusedItem = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.getAttribute("role") === "menuitemradio" ? (focused.textContent ?? "") : "";
      });
    for (let step = 0; step < 12; step++) {
      const before = await focusedItem();
      if (before.includes(misty.theme_name)) break;
      await page.keyboard.press("ArrowDown");
      // The menu moves focus after the key: read on only once it has, or the next press
      // would go past the theme looked for.
      await expect.poll(focusedItem).not.toBe(before);
    }
    expect(await focusedItem()).toContain(misty.theme_name);
    await page.keyboard.press("Enter");
    await pickerMenu(page).waitFor({ state: "detached" });
    await expect.poll(() => trigger.textContent()).toContain(misty.theme_name);
    await expect.poll(() => backdropImage(page)).toContain(misty.image_url);
  });

  it("alerts 'Failed to load theme image' and keeps the theme it had", async () => {
    const watched = await harness.newPage();
    const { page } = watched;
    const rainy = theme("book_themes", "Rainy window");
    await page.route(`**${rainy.image_url}`, (route) => route.fulfill({ status: 404, body: "" }));
    await openReader(page);
    const first = themes.book_themes[0] as ThemeAnswer;
    await expect.poll(() => backdropImage(page)).toContain(first.image_url);
    const before = await backdropImage(page);
    await openSettings(page);
    await chooseBackground(page, "Rainy window");
    await expect.poll(() => watched.dialogs).toEqual(["Failed to load theme image"]);
    expect(await backdropImage(page)).toBe(before);
    await expect(picker(page).textContent()).resolves.not.toContain("Rainy window");
  });

  it("lets a premium reader use premium themes", async () => {
    const { page } = await harness.newPage();
    const reader = await signUpAccount(harness.baseUrl);
    await signIn(page, reader);
    makePremium(harness.dataDir, reader.answer.user_id);
    await openReader(page);
    await openSettings(page);
    const premium = themes.book_themes.find((item) => item.is_available === 0);
    if (!premium) throw new Error("No premium book theme.");
    await picker(page).click();
    await expect(pickerMenu(page).locator("[data-locked]").count()).resolves.toBe(0);
    await pickerMenu(page)
      .getByRole("menuitemradio", { name: new RegExp(premium.theme_name) })
      .click();
    await expect.poll(() => backdropImage(page)).toContain(premium.image_url);
    await expect(page.getByText(PREMIUM_MESSAGE).count()).resolves.toBe(0);
    expect((await fetchBookView(harness.baseUrl, bookId, reader.answer.access)).theme_id).toBe(
      premium.theme_meta_unique_id,
    );
  });

  it("sends book_opened, the page turns, theme_chosen and premium_preview_shown", async () => {
    const analyticsBook = insertLongBook(harness.dataDir, 12, "A Counted Book");
    const { page } = await harness.newPage();
    await page.goto(readerPath(analyticsBook));
    await waitForPages(page, "Pages 1–2 of 12");
    for (const left of [3, 5, 7]) {
      await page.keyboard.press("ArrowRight");
      await waitForPages(page, `Pages ${left}–${left + 1} of 12`);
    }
    await openSettings(page);
    const locked = themes.book_themes.find((item) => item.is_available === 0) as ThemeAnswer;
    await picker(page).click();
    await pickerMenu(page)
      .getByRole("menuitemradio", { name: new RegExp(locked.theme_name) })
      .click();
    await page.getByRole("button", { name: "Not now" }).click();
    await page
      .getByLabel("Page theme")
      .selectOption(theme("page_themes", "Sepia").theme_meta_unique_id);
    // Leaving the page sends what is waiting.
    await page.goto("/faq");

    const mine = () =>
      storedAnalyticsEvents(harness.dataDir).filter(
        (event) =>
          event.props.book_id === analyticsBook ||
          event.name.startsWith("theme") ||
          event.name.startsWith("premium"),
      );
    await expect
      .poll(() =>
        mine()
          .map((event) => event.name)
          .sort(),
      )
      .toEqual(
        expect.arrayContaining([
          "book_opened",
          "pages_turned",
          "premium_preview_shown",
          "theme_chosen",
        ]),
      );
    const events = mine();
    expect(events.find((event) => event.name === "book_opened")?.props).toEqual({
      book_id: analyticsBook,
      public: true,
    });
    expect(events.find((event) => event.name === "pages_turned")?.props).toEqual({
      book_id: analyticsBook,
      count: 3,
    });
    expect(
      events.filter((event) => event.name === "premium_preview_shown").map((e) => e.props),
    ).toContainEqual({
      theme_id: locked.theme_meta_unique_id,
    });
    expect(
      events.filter((event) => event.name === "theme_chosen").map((e) => e.props),
    ).toContainEqual({
      theme_id: theme("page_themes", "Sepia").theme_meta_unique_id,
      kind: "page",
    });
  });
});
