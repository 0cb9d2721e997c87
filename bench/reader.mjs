#!/usr/bin/env node
/**
 * The reader in headless Chromium: `npm run bench:reader` (after `npm run build`).
 *
 * Starts the built server on an empty SQLite database, writes books of 20, 2,000 and
 * 5,000 pages into it, and measures in Debian's Chromium:
 * - the time from navigation to the first spread shown (its text set in Literata), the
 *   median of fresh browser contexts (nothing cached), for each book;
 * - frames per second while pages turn, button after button, in the 2,000-page book;
 * - the most page elements in the DOM while paging through the 2,000-page book (turns,
 *   held keys, End, Home, a drag);
 * - the JavaScript the reader loads, gzip-compressed as a server would send it;
 * and on a phone (390×844), where text is reflowed into screens, in a 3,450-page book of
 * prose (War and Peace's length):
 * - the time from navigation to the first screen of text shown, median of fresh contexts;
 * - the time from a click on "Larger text" to the screen re-laid out at the new size;
 * - frames per second while screens turn, and the most page elements in the DOM.
 * Two references from the same run put the figures in context on a busy machine: the
 * time the FAQ (the app's smallest screen) takes to show its heading, and the frames per
 * second of the reader standing still.
 */
import os from "node:os";
import { gzipSync } from "node:zlib";
import { register } from "tsx/esm/api";

register();
const support = (file) => import(new URL(`../e2e/support/${file}`, import.meta.url).href);
const { startServer } = await support("server.ts");
const { launchBrowser } = await support("browser.ts");
const { insertLongBook, insertProseBook } = await support("database-fixtures.ts");

const OPEN_RUNS = 7;
const PHONE = { width: 390, height: 844 };
const SIZE_STEPS = 8;
const TURNS = 24;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves, in the page, with the time text matching `selector` was on show in Literata. */
function textShownTime(page, selector) {
  return page.evaluate(
    (texts) =>
      new Promise((resolve) => {
        const check = () => {
          if (document.querySelector(texts) && document.fonts.check('18px "Literata"')) {
            resolve(performance.now());
          } else {
            requestAnimationFrame(check);
          }
        };
        check();
      }),
    selector,
  );
}

/** The time the first spread of the book's own pages had text on show. */
const firstSpreadTime = (page) => textShownTime(page, ".flip-face--rest .book-page__text p");
/** The time the first reflowed screen had text on show. */
const firstScreenTime = (page) => textShownTime(page, ".flip-face--rest .reflow-page__window p");

/** Resolves, in the page, with the time its first heading was on show. */
function headingTime(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => {
          if (document.querySelector("main h1")) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** Median over fresh contexts (nothing cached) of the time `shown` reports. */
async function loadTime(browser, baseUrl, path, shown, viewport = { width: 1440, height: 900 }) {
  const times = [];
  for (let run = 0; run < OPEN_RUNS; run++) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "commit" });
    times.push(await shown(page));
    await context.close();
  }
  return median(times);
}

/** Frames per second of the page doing nothing, for `ms`. */
function idleFps(page, ms) {
  return page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        let frames = 0;
        const start = performance.now();
        const tick = (now) => {
          frames += 1;
          if (now - start < duration) requestAnimationFrame(tick);
          else resolve((frames * 1000) / (now - start));
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

async function waitForRest(page, label) {
  await page.waitForFunction(
    (expected) => {
      const text = document.querySelector('nav[aria-label="Pages"] p')?.textContent;
      const faces = [...document.querySelectorAll("[data-page-index]")];
      return text === expected && faces.every((face) => face.matches(".flip-face--rest"));
    },
    label,
    { timeout: 20_000 },
  );
}

/** Waits until the reflowed view rests with a label other than `previous`. */
async function waitForNewScreen(page, previous) {
  await page.waitForFunction(
    (before) => {
      const text = document.querySelector('nav[aria-label="Pages"] p')?.textContent;
      const faces = [...document.querySelectorAll("[data-page-index]")];
      return (
        text !== before &&
        /^Page \d/.test(text ?? "") &&
        faces.length > 0 &&
        faces.every((face) => face.matches(".flip-face--rest")) &&
        document.querySelector(".flip-face--rest .reflow-page__window p") !== null
      );
    },
    previous,
    { timeout: 20_000 },
  );
  return page.evaluate(() => document.querySelector('nav[aria-label="Pages"] p')?.textContent);
}

/** Counts animation frames in the page until stopFrames() is called. */
function startFrames(page) {
  return page.evaluate(() => {
    const state = { frames: 0, running: true };
    window.__fps = state;
    const tick = () => {
      state.frames += 1;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function stopFrames(page) {
  return page.evaluate(() => {
    window.__fps.running = false;
    return window.__fps.frames;
  });
}

/** Frames per second while TURNS screens turn one after another on the phone. */
async function screenTurnFps(page) {
  let label = await waitForNewScreen(page, null);
  await startFrames(page);
  const started = Date.now();
  for (let turn = 1; turn <= TURNS; turn++) {
    await page.getByRole("button", { name: "Next page" }).click();
    label = await waitForNewScreen(page, label);
  }
  const seconds = (Date.now() - started) / 1000;
  return (await stopFrames(page)) / seconds;
}

/**
 * Median time from a click on a text size button to the screen set at the new size:
 * the chunk measured again, cut into screens and the screen with the reader's paragraph
 * painted. Alternates larger and smaller.
 */
async function sizeChangeTime(page) {
  await page.getByRole("button", { name: "Reader Settings" }).click();
  await page.getByRole("button", { name: "Larger text" }).waitFor();
  const times = [];
  for (let step = 0; step < SIZE_STEPS; step++) {
    const name = step % 2 === 0 ? "Larger text" : "Smaller text";
    const size = step % 2 === 0 ? "20px" : "18px";
    await page.waitForTimeout(300);
    times.push(
      await page.evaluate(
        ({ name, size }) =>
          new Promise((resolve) => {
            const button = [...document.querySelectorAll("button")].find((candidate) =>
              candidate.textContent?.includes(name),
            );
            const start = performance.now();
            button.click();
            const check = () => {
              const text = document.querySelector(".flip-face--rest .reflow-page__window p");
              if (text && getComputedStyle(text).fontSize === size) {
                // The frame that shows it.
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else {
                requestAnimationFrame(check);
              }
            };
            check();
          }),
        { name, size },
      ),
    );
  }
  await page.getByRole("button", { name: "Close settings" }).click();
  return median(times);
}

/** The most page elements in the DOM while paging through a long book on the phone. */
async function mostScreenElements(page) {
  await page.evaluate(() => {
    window.__most = 0;
    const count = () => {
      window.__most = Math.max(
        window.__most,
        document.querySelectorAll("[data-page-index]").length,
      );
    };
    count();
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });
  let label = await waitForNewScreen(page, null);
  for (let turn = 0; turn < 60; turn++) await page.keyboard.press("ArrowRight");
  label = await waitForNewScreen(page, label);
  await page.keyboard.press("End");
  label = await waitForNewScreen(page, label);
  for (let turn = 0; turn < 20; turn++) await page.keyboard.press("ArrowLeft");
  label = await waitForNewScreen(page, label);
  await page.keyboard.press("Home");
  await waitForNewScreen(page, label);
  return page.evaluate(() => window.__most);
}

/** Frames per second while TURNS turns run one after another. */
async function turnFps(page, pages) {
  await startFrames(page);
  const started = Date.now();
  for (let turn = 1; turn <= TURNS; turn++) {
    await page.getByRole("button", { name: "Next page" }).click();
    const left = 2 * turn + 1;
    await waitForRest(page, `Pages ${left}–${left + 1} of ${pages}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const frames = await stopFrames(page);
  return frames / seconds;
}

/** The largest number of page elements in the DOM while paging through the book. */
async function mostPageElements(page, pages) {
  await page.evaluate(() => {
    window.__most = 0;
    const count = () => {
      window.__most = Math.max(
        window.__most,
        document.querySelectorAll("[data-page-index]").length,
      );
    };
    count();
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });
  for (let turn = 0; turn < 60; turn++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await waitForRest(page, `Pages ${pages - 1}–${pages} of ${pages}`);
  const box = await page.locator(".flip-pages").boundingBox();
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(box.x + box.width * (0.1 + step * 0.03), box.y + box.height / 2);
  }
  await page.mouse.up();
  await waitForRest(page, `Pages ${pages - 3}–${pages - 2} of ${pages}`);
  for (let turn = 0; turn < 20; turn++) await page.keyboard.press("PageUp");
  await page.keyboard.press("Home");
  await waitForRest(page, `Pages 1–2 of ${pages}`);
  return page.evaluate(() => window.__most);
}

/** The JavaScript a fresh visitor downloads to open a book, gzip-compressed. */
async function readerScriptBytes(browser, baseUrl, bookId) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), response.body());
  });
  await page.goto(`/read_book/${bookId}`);
  await firstSpreadTime(page);
  let total = 0;
  for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
  await context.close();
  return { files: scripts.size, bytes: total };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const books = {
    20: insertLongBook(server.dataDir, 20, "Twenty Pages"),
    2000: insertLongBook(server.dataDir, 2000, "Two Thousand Pages"),
    5000: insertLongBook(server.dataDir, 5000, "Five Thousand Pages"),
  };
  const prose = insertProseBook(server.dataDir, 3450, "Three Thousand Four Hundred and Fifty");
  const faq = await loadTime(browser, server.baseUrl, "/faq", headingTime);
  const opens = {};
  for (const [pages, bookId] of Object.entries(books)) {
    opens[pages] = await loadTime(browser, server.baseUrl, `/read_book/${bookId}`, firstSpreadTime);
  }

  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`/read_book/${books[2000]}`);
  await waitForRest(page, "Pages 1–2 of 2000");
  const stillFps = await idleFps(page, 3000);
  const fps = await turnFps(page, 2000);
  await page.keyboard.press("Home");
  await waitForRest(page, "Pages 1–2 of 2000");
  const most = await mostPageElements(page, 2000);
  await context.close();

  const scripts = await readerScriptBytes(browser, server.baseUrl, books[2000]);

  const phoneOpen = await loadTime(
    browser,
    server.baseUrl,
    `/read_book/${prose}?page=1700`,
    firstScreenTime,
    PHONE,
  );
  const phone = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  const phonePage = await phone.newPage();
  await phonePage.goto(`/read_book/${prose}?page=1700`);
  await waitForNewScreen(phonePage, null);
  const phoneStillFps = await idleFps(phonePage, 3000);
  const phoneFps = await screenTurnFps(phonePage);
  const sizeChange = await sizeChangeTime(phonePage);
  const phoneMost = await mostScreenElements(phonePage);
  await phone.close();

  const ms = (value) => `${Math.round(value)} ms`;
  console.log("Reader benchmark (headless Chromium, 1440×900)");
  console.log(
    `load average while it ran: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
  );
  console.log(`first spread shown, median of ${OPEN_RUNS} fresh loads:`);
  for (const pages of Object.keys(books)) {
    console.log(`  ${String(pages).padStart(5)} pages: ${ms(opens[pages])}`);
  }
  console.log(`  5,000 pages against 20 pages: ${(opens[5000] / opens[20]).toFixed(2)}×`);
  console.log(`  reference, the FAQ's heading shown: ${ms(faq)}`);
  console.log(`frames per second while turning (${TURNS} turns, 2,000 pages): ${fps.toFixed(1)}`);
  console.log(`  reference, the reader standing still: ${stillFps.toFixed(1)}`);
  console.log(`most page elements in the DOM, paging through 2,000 pages: ${most}`);
  console.log(
    `reader JavaScript: ${(scripts.bytes / 1024).toFixed(1)} KB gzip in ${scripts.files} files`,
  );
  console.log("Reflowed view on a phone (390×844), 3,450 pages of prose:");
  console.log(`  first screen shown, median of ${OPEN_RUNS} fresh loads: ${ms(phoneOpen)}`);
  console.log(`  text size step re-laid out and shown, median of ${SIZE_STEPS}: ${ms(sizeChange)}`);
  console.log(`  frames per second while turning (${TURNS} screens): ${phoneFps.toFixed(1)}`);
  console.log(`    reference, the reader standing still: ${phoneStillFps.toFixed(1)}`);
  console.log(`  most page elements in the DOM, paging through: ${phoneMost}`);
} finally {
  await browser.close();
  await server.stop();
}
