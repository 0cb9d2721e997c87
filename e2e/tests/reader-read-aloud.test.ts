import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertReadAloudBook, spokenSentence } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForPages } from "../support/reader-page.js";
import { reflowState, waitForReflowedText } from "../support/reflow-page.js";
import { selectWords, tapWords } from "../support/words-on-show.js";

const harness = useBrowserHarness();
const PAGES = 8;
const TITLE = "The Spoken Shelf";
let bookId: string;
/** A book longer than a chunk of pages (READER_CHUNK_PAGES, 20). */
let longBookId: string;

beforeAll(() => {
  bookId = insertReadAloudBook(harness.dataDir, PAGES, TITLE);
  longBookId = insertReadAloudBook(harness.dataDir, 22, "The Longer Spoken Shelf");
});

/** Where screenshots of reading go, for a person to look at (not compared). */
const SHOTS = process.env.READ_ALOUD_SHOTS ?? "/tmp/read-aloud-shots";

interface Spoken {
  text: string;
  rate: number;
  lang: string;
  voice: string | null;
}

/**
 * A recording stand-in for speechSynthesis (headless Chromium has no voices): each
 * utterance is written down and ends only when the test says (`finish`), so a test sees
 * the page while a sentence is being said. It sends a word boundary for the first word.
 */
function speechStandIn(withVoices: boolean) {
  const spoken: Spoken[] = [];
  const voices = withVoices
    ? [
        {
          voiceURI: "test-en",
          name: "Test English",
          lang: "en-US",
          localService: true,
          default: true,
        },
        {
          voiceURI: "test-en-gb",
          name: "Test British",
          lang: "en-GB",
          localService: true,
          default: false,
        },
        {
          voiceURI: "test-fr",
          name: "Test French",
          lang: "fr-FR",
          localService: true,
          default: false,
        },
      ]
    : [];
  type Utterance = {
    text: string;
    rate: number;
    lang: string;
    voice: { voiceURI: string } | null;
    onend?: (event: unknown) => void;
    onerror?: (event: { error: string }) => void;
    onboundary?: (event: { name: string; charIndex: number; charLength: number }) => void;
  };
  let current: Utterance | null = null;
  const synth = {
    speaking: false,
    paused: false,
    pending: false,
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
    speak(utterance: Utterance) {
      spoken.push({
        text: utterance.text,
        rate: utterance.rate,
        lang: utterance.lang,
        voice: utterance.voice?.voiceURI ?? null,
      });
      current = utterance;
      synth.speaking = true;
      const first = utterance.text.indexOf(" ");
      setTimeout(() => {
        if (current === utterance)
          utterance.onboundary?.({ name: "word", charIndex: 0, charLength: first > 0 ? first : 1 });
      }, 0);
    },
    cancel() {
      const cut = current;
      current = null;
      synth.speaking = false;
      cut?.onerror?.({ error: "interrupted" });
    },
    pause() {
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
    },
  };
  const windowWithSpeech = window as unknown as Record<string, unknown>;
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  windowWithSpeech.SpeechSynthesisUtterance = class {
    text: string;
    rate = 1;
    lang = "";
    voice = null;
    constructor(text: string) {
      this.text = text;
    }
  };
  windowWithSpeech.__spoken = spoken;
  windowWithSpeech.__finish = () => {
    const done = current;
    if (!done) return false;
    current = null;
    synth.speaking = false;
    done.onend?.({});
    return true;
  };
}

/**
 * Keeps the handlers the page gives Media Session, so a test can press the lock screen's
 * buttons (`__mediaAction("pause")`).
 */
function recordMediaActions() {
  const handlers = new Map<string, (() => void) | null>();
  const session = navigator.mediaSession;
  const original = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    handlers.set(action, handler as (() => void) | null);
    original(action, handler);
  };
  (window as unknown as Record<string, unknown>).__mediaAction = (action: string) => {
    const handler = handlers.get(action);
    if (!handler) throw new Error(`no handler for ${action}`);
    handler();
  };
}

const pressMediaKey = (page: Page, action: string) =>
  page.evaluate(
    (action) =>
      (window as unknown as { __mediaAction(action: string): void }).__mediaAction(action),
    action,
  );

async function openReader(
  viewport: { width: number; height: number },
  voices = true,
  options: { ownClock?: boolean; book?: string; page?: number } = {},
) {
  const { page } = await harness.newPageInContext({ viewport });
  await page.addInitScript(speechStandIn, voices);
  await page.addInitScript(recordMediaActions);
  // The page's own clock, for minutes that pass at once (the sleep timer).
  if (options.ownClock) await page.clock.install();
  await page.goto(readerPath(options.book ?? bookId, options.page));
  return page;
}

const spokenSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

async function waitForUtterances(page: Page, count: number): Promise<Spoken[]> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { __spoken: unknown[] }).__spoken.length >= wanted,
    count,
    { timeout: 10_000 },
  );
  return spokenSoFar(page);
}

/** Ends the sentence being said and waits for the next one to start. */
async function finishSentence(page: Page): Promise<Spoken[]> {
  const before = (await spokenSoFar(page)).length;
  const finished = await page.evaluate(() =>
    (window as unknown as { __finish(): boolean }).__finish(),
  );
  expect(finished).toBe(true);
  return waitForUtterances(page, before + 1);
}

/** The text marked as being read (a sentence split by a page's end has two parts). */
const readingText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.flip-face--rest [data-reading="sentence"]')]
      .map((element) => element.textContent)
      .join(" "),
  );

/** The text of the book at rest, where words are selected and tapped. */
const TEXT = ".flip-face--rest [data-para]";

/** The sentences of pages `from`..`to` (from 0), in reading order, as they are said. */
const sentencesOf = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) =>
    [0, 1, 2].flatMap((paragraph) =>
      [0, 1].map((sentence) => spokenSentence(from + offset, paragraph, sentence)),
    ),
  ).flat();

describe("read aloud on a desktop (1440×900, the book's two-page spread)", () => {
  it("says the spread's sentences in order, marks each, turns the page, keeps the speed", async () => {
    const page = await openReader(DESKTOP);
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    await page.getByRole("button", { name: "Read aloud" }).click();

    // The first sentence is said and marked; its first word too, from the boundary.
    let spoken = await waitForUtterances(page, 1);
    expect(spoken[0]).toMatchObject({ text: spokenSentence(0, 0, 0), rate: 1, voice: "test-en" });
    await page.waitForFunction(
      (text) => document.querySelector('[data-reading="sentence"]')?.textContent === text,
      // Marked in the page's own text: the footnote marker is there, only unsaid.
      spokenSentence(0, 0, 0).replace(/\.$/, "¹."),
    );
    expect(await page.locator('[data-reading="word"]').first().textContent()).toBe("Page");

    // The lock screen knows the book.
    expect(
      await page.evaluate(() => {
        const metadata = navigator.mediaSession.metadata;
        return { title: metadata?.title, artist: metadata?.artist };
      }),
    ).toEqual({ title: TITLE, artist: "A. Tester" });
    // Its buttons pause and play.
    await pressMediaKey(page, "pause");
    await page.getByRole("button", { name: "Resume reading" }).waitFor();
    await pressMediaKey(page, "play");
    await page.getByRole("button", { name: "Pause reading" }).waitFor();

    // The speed applies from the next sentence on.
    await page.getByLabel("Speed").selectOption("2");
    spoken = await finishSentence(page);
    expect(spoken.map((said) => said.rate)).toEqual([1, 2]);
    expect(await readingText(page)).toBe(spokenSentence(0, 0, 1));

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/read-aloud-1440x900.png` });

    // Every sentence of both pages of the spread, in order, and the book turns by itself.
    const spread = sentencesOf(0, 1);
    while (spoken.length < spread.length + 1) spoken = await finishSentence(page);
    expect(spoken.map((said) => said.text)).toEqual([...spread, spokenSentence(2, 0, 0)]);
    await waitForPages(page, `Pages 3–4 of ${PAGES}`);
    expect(await readingText(page)).toBe(spokenSentence(2, 0, 0).replace(/\.$/, "¹."));

    // Pause and play go on from the same sentence; stopping clears the mark.
    await page.getByRole("button", { name: "Pause reading" }).click();
    await page.getByRole("button", { name: "Resume reading" }).click();
    await page.getByRole("button", { name: "Next sentence" }).click();
    spoken = await waitForUtterances(page, spread.length + 2);
    expect(spoken.at(-1)?.text).toBe(spokenSentence(2, 0, 1));
    // The lock screen's previous and next go by sentences too.
    await pressMediaKey(page, "previoustrack");
    spoken = await waitForUtterances(page, spread.length + 3);
    expect(spoken.at(-1)?.text).toBe(spokenSentence(2, 0, 0));
    await pressMediaKey(page, "nexttrack");
    spoken = await waitForUtterances(page, spread.length + 4);
    expect(spoken.at(-1)?.text).toBe(spokenSentence(2, 0, 1));
    await page.getByRole("button", { name: "Stop reading aloud" }).click();
    await page.locator("[data-reading]").waitFor({ state: "detached" });

    // The speed and the sleep timer are this guest's settings: a reload keeps them.
    await page.getByRole("button", { name: "Read aloud" }).click();
    await waitForUtterances(page, spread.length + 5);
    await page.getByRole("button", { name: "Voice and timer" }).click();
    // The voices offered speak the book's language (English), the browser's default first.
    expect(await page.getByLabel("Voice").locator("option").allTextContents()).toEqual([
      "Test English (en-US)",
      "Test British (en-GB)",
    ]);
    await page.getByLabel("Sleep timer").selectOption("chapter");
    await page.reload();
    await page.getByRole("button", { name: "Read aloud" }).click();
    await waitForUtterances(page, 1);
    expect((await spokenSoFar(page))[0]?.rate).toBe(2);
    await page.getByRole("button", { name: "Voice and timer" }).click();
    expect(await page.getByLabel("Sleep timer").inputValue()).toBe("chapter");
  });

  it("reads from a selected sentence (Read from here), and from a sentence tapped while reading", async () => {
    const page = await openReader(DESKTOP);
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    // Words of the second paragraph's second sentence: the selection bar reads from there.
    await selectWords(page, TEXT, "paragraph 2 sentence 2");
    const bar = page.getByRole("toolbar", { name: "Selected text" });
    await bar.getByRole("button", { name: "Read from here" }).waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/read-from-here-1440x900.png` });
    await bar.getByRole("button", { name: "Read from here" }).click();
    let spoken = await waitForUtterances(page, 1);
    expect(spoken[0]?.text).toBe(spokenSentence(0, 1, 1));
    await bar.waitFor({ state: "hidden" });

    // A tap on a sentence of the other page moves reading there, and turns no page.
    await tapWords(page, TEXT, spokenSentence(1, 2, 0).replace(/ is read aloud\.$/, ""));
    spoken = await waitForUtterances(page, 2);
    expect(spoken[1]?.text).toBe(spokenSentence(1, 2, 0));
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);

    // The settings say what is not read.
    await page.getByRole("button", { name: "Reader Settings" }).click();
    await page
      .getByRole("dialog", { name: "Reader Settings" })
      .getByText("Read aloud skips page numbers, running heads and footnote markers.")
      .waitFor();
  });

  it("goes on over the end of a chunk of pages, loading the next", async () => {
    const page = await openReader(DESKTOP, true, { book: longBookId, page: 19 });
    await waitForPages(page, "Pages 19–20 of 22");
    await page.getByRole("button", { name: "Read aloud" }).click();
    let spoken = await waitForUtterances(page, 1);
    const spread = sentencesOf(18, 19);
    while (spoken.length < spread.length + 1) spoken = await finishSentence(page);
    expect(spoken.map((said) => said.text)).toEqual([...spread, spokenSentence(20, 0, 0)]);
    await waitForPages(page, "Pages 21–22 of 22");
  });

  it("says why it cannot read where the browser has no voices", async () => {
    const page = await openReader(DESKTOP, false);
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    const button = page.getByRole("button", { name: "Read aloud" });
    await page.waitForFunction(() =>
      document.querySelector('button[aria-disabled="true"][title*="no voices"]'),
    );
    // Offered but marked unavailable (aria-disabled): a click explains instead of reading.
    await button.click({ force: true });
    await expect(
      page.getByRole("status").filter({ hasText: "no voices" }).textContent(),
    ).resolves.toMatch(/Read aloud is unavailable: this browser has no voices installed/);
    expect(await spokenSoFar(page)).toEqual([]);
  });
});

describe("read aloud on a phone (390×844, screen pages)", () => {
  it("reads from a selected sentence, and from one tapped while reading", async () => {
    const page = await openReader(PHONE);
    await waitForReflowedText(page);
    await selectWords(page, TEXT, "paragraph 2 sentence 2");
    const bar = page.getByRole("toolbar", { name: "Selected text" });
    await bar.getByRole("button", { name: "Read from here" }).waitFor();
    // The bar fits the phone's width.
    const box = await bar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/read-from-here-390x844.png` });
    await bar.getByRole("button", { name: "Read from here" }).click();
    let spoken = await waitForUtterances(page, 1);
    expect(spoken[0]?.text).toBe(spokenSentence(0, 1, 1));

    const label = (await reflowState(page)).label;
    await tapWords(page, TEXT, spokenSentence(0, 2, 1).replace(/ is read aloud\.$/, ""));
    spoken = await waitForUtterances(page, 2);
    expect(spoken[1]?.text).toBe(spokenSentence(0, 2, 1));
    // Neither a turn nor the immersive mode a tap on the middle brings.
    expect((await reflowState(page)).label).toBe(label);
    await page.getByRole("button", { name: "Pause reading" }).waitFor();
  });

  it("reads the screen's sentences, goes on to the next screen, and leaves the text clear", async () => {
    const page = await openReader(PHONE);
    await waitForReflowedText(page);
    const firstLabel = (await reflowState(page)).label;
    await page.getByRole("button", { name: "Read aloud" }).click();
    let spoken = await waitForUtterances(page, 1);
    expect(spoken[0]?.text).toBe(spokenSentence(0, 0, 0));
    await page.locator('.flip-face--rest [data-reading="sentence"]').waitFor();

    // The player sits under the text, not over it.
    const bar = await page.locator("[data-read-aloud-bar]").boundingBox();
    const text = await page.locator(".flip-face--rest .reflow-page__window").boundingBox();
    expect(bar && text && bar.y >= text.y + text.height).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/read-aloud-390x844.png` });

    // On through the book: the screens follow the sentence, which is always on show.
    const expected = sentencesOf(0, 2);
    while (spoken.length < expected.length) {
      spoken = await finishSentence(page);
      const said = spoken.at(-1)?.text ?? "";
      await page.waitForFunction(
        (words) =>
          [...document.querySelectorAll('.flip-face--rest [data-reading="sentence"]')].some(
            (element) => element.textContent?.replace("¹", "") === words,
          ),
        said,
        { timeout: 10_000 },
      );
    }
    expect(spoken.map((said) => said.text)).toEqual(expected);
    // A phone screen holds about a book page and a half of these short pages: by the third
    // page's end the view is screens further on.
    const label = (await reflowState(page)).label;
    expect(label).not.toBe(firstLabel);
    expect(label).toMatch(/^Page [23] of 8/);
  });
});

describe.each([
  { name: "1440×900", viewport: DESKTOP },
  { name: "390×844", viewport: PHONE },
])("the sleep timer at $name", ({ viewport }) => {
  it("pauses reading when its minutes run out, says so, and plays on from there", async () => {
    const page = await openReader(viewport, true, { ownClock: true });
    if (viewport === PHONE) await waitForReflowedText(page);
    else await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    await page.getByRole("button", { name: "Read aloud" }).click();
    await waitForUtterances(page, 1);
    await page.getByRole("button", { name: "Voice and timer" }).click();
    await page.getByLabel("Sleep timer").selectOption("15");
    mkdirSync(SHOTS, { recursive: true });
    const size = `${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: `${SHOTS}/sleep-timer-${size}.png` });

    await page.clock.fastForward("15:00");
    const notice = page.getByRole("status").filter({ hasText: "sleep timer" });
    await expect(notice.textContent()).resolves.toBe(
      "The sleep timer paused reading after 15 minutes. Play goes on from here.",
    );
    // The player, its choices open and the notice shown, still sits under the text.
    const bar = await page.locator("[data-read-aloud-bar]").boundingBox();
    const text = await page
      .locator(
        viewport === PHONE
          ? ".flip-face--rest .reflow-page__window"
          : ".flip-face--rest .book-page",
      )
      .first()
      .boundingBox();
    expect(bar && text && bar.y >= text.y + text.height).toBe(true);
    await page.screenshot({ path: `${SHOTS}/sleep-notice-${size}.png` });

    await page.getByRole("button", { name: "Resume reading" }).click();
    await page.getByRole("button", { name: "Pause reading" }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
    // The same sentence goes on: nothing new was said.
    expect((await spokenSoFar(page)).map((said) => said.text)).toEqual([spokenSentence(0, 0, 0)]);
  });
});
