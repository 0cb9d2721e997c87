import type { ReadAloudSleep } from "@bindery/contract";
import { type Sentence, sentenceAt, type TextSpan, wordSpan } from "./sentences";

/**
 * Read aloud's engine: speaks a book sentence by sentence through the Web Speech API, one
 * utterance each, going on page after page. No React and no DOM: the speech API, the
 * pages and the clock are given to it, so its rules are tested with stand-ins.
 *
 * The quirks it works around:
 * - Chrome's online voices fall silent after about 15 s of one utterance: while one plays
 *   the engine pauses and resumes the synthesis every few seconds (keep-alive).
 * - Android sends no word boundaries and its pause() is unreliable (it may never resume):
 *   there a pause cancels the speech and play starts the sentence again.
 * - A cancelled utterance may still report `end` (Chrome) or `error` (Safari, Firefox):
 *   every utterance carries the run it belongs to and stale reports are ignored.
 */

/** The part of speechSynthesis the engine uses. */
export interface SpeechPort {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  readonly speaking: boolean;
}

export interface ReadAloudSource {
  /** The book's page count. */
  pageCount: number;
  /** The sentences starting on `page` (loading its pages first when needed); [] for none. */
  sentencesOf(page: number): Promise<Sentence[]>;
  /** The first page after the chapter holding `page` (the sleep timer's end of chapter). */
  chapterEnd(page: number): number;
}

export type ReadAloudStatus = "stopped" | "playing" | "paused";

export interface ReadAloudState {
  status: ReadAloudStatus;
  sentence: Sentence | null;
  /** The word being said, where the voice tells. */
  word: TextSpan | null;
  /**
   * Why reading stopped or paused by itself, for the reader: the book's end (stopped),
   * the sleep timer (paused where it was, or at the next chapter's first sentence).
   */
  ended: "book" | "sleep" | null;
}

export interface EngineOptions {
  speech: SpeechPort;
  /** Makes an utterance (the global SpeechSynthesisUtterance in a browser). */
  utterance(text: string): SpeechSynthesisUtterance;
  /** Android: no boundaries, pause that may not resume. */
  android: boolean;
  /** Chrome: keep-alive for its online voices. */
  chrome: boolean;
  onChange(state: ReadAloudState): void;
  timers?: EngineTimers;
}

/** The clock's timers (the browser's unless a test gives its own). */
export interface EngineTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Chrome cuts an online voice at about 15 s; a pause and resume before then restarts it. */
export const KEEP_ALIVE_MS = 10_000;
/** Pages looked through for text before reading gives up (a run of picture pages). */
const MAX_EMPTY_PAGES = 50;

export class ReadAloudEngine {
  private readonly options: EngineOptions;
  private source: ReadAloudSource | null = null;
  private page = 0;
  private sentences: Sentence[] = [];
  private index = 0;
  private run = 0;
  private keepAlive: unknown = null;
  private sleepChoice: ReadAloudSleep = "off";
  private sleepTimer: unknown = null;
  /** With the end-of-chapter timer: a page of the chapter reading pauses after. */
  private sleepChapterOf: number | null = null;
  /** The minutes ran out during a pause. */
  private sleepDue = false;
  private state: ReadAloudState = { status: "stopped", sentence: null, word: null, ended: null };
  /** Read at the next utterance; a change does not cut the sentence being said. */
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  lang: string | null = null;

  constructor(options: EngineOptions) {
    this.options = options;
  }

  get current(): ReadAloudState {
    return this.state;
  }

  setSource(source: ReadAloudSource): void {
    this.source = source;
  }

  /**
   * The sleep timer: after 15, 30 or 60 minutes of listening, or at the end of the chapter,
   * reading pauses and says why. It runs from when reading starts, resumes after it paused
   * reading, or is changed while reading.
   */
  setSleep(choice: ReadAloudSleep): void {
    if (choice === this.sleepChoice) return;
    this.sleepChoice = choice;
    if (this.state.status !== "stopped") this.armSleep();
  }

  /**
   * Reads from `page`, from the sentence holding `point` when given (Read from here), else
   * from the page's first sentence.
   */
  async start(page: number, point?: { page: number; paragraph: number; offset: number }) {
    const run = this.begin();
    const found = await this.load(page, run);
    if (!found) return;
    if (point) {
      const at = sentenceAt(this.sentences, point);
      if (at >= 0) this.index = at;
    }
    this.armSleep();
    this.speakCurrent(run);
  }

  /** Pauses, keeping the sentence; Android cancels (its pause may never resume). */
  pause(): void {
    if (this.state.status !== "playing") return;
    this.stopKeepAlive();
    if (this.options.android) {
      this.run++;
      this.options.speech.cancel();
    } else this.options.speech.pause();
    this.emit({ status: "paused" });
  }

  resume(): void {
    if (this.state.status !== "paused") return;
    // Listening again after the sleep timer paused it: a new stretch of listening.
    if (this.state.ended === "sleep" || this.sleepDue) this.armSleep();
    if (this.options.android || !this.options.speech.speaking) {
      // Nothing is held to resume (Android, or a pause that outlived the utterance).
      this.run++;
      this.options.speech.cancel();
      this.speakCurrent(this.run);
      return;
    }
    this.options.speech.resume();
    this.emit({ status: "playing" });
    this.startKeepAlive();
  }

  stop(ended: ReadAloudState["ended"] = null): void {
    this.run++;
    this.stopKeepAlive();
    this.disarmSleep();
    this.options.speech.cancel();
    this.emit({ status: "stopped", sentence: null, word: null, ended });
  }

  /** The next sentence (over pages), said at once even while paused. */
  async next(): Promise<void> {
    if (this.state.status === "stopped") return;
    const run = this.begin();
    if (await this.advance(run)) this.speakCurrent(run);
  }

  /** The previous sentence; on a page's first, the previous page's last. */
  async previous(): Promise<void> {
    if (this.state.status === "stopped") return;
    const run = this.begin();
    if (this.index > 0) {
      this.index--;
      this.speakCurrent(run);
      return;
    }
    for (let page = this.page - 1; page >= 0 && page >= this.page - MAX_EMPTY_PAGES; page--) {
      const sentences = await this.source?.sentencesOf(page);
      if (run !== this.run) return;
      if (sentences && sentences.length > 0) {
        this.page = page;
        this.sentences = sentences;
        this.index = sentences.length - 1;
        break;
      }
    }
    this.speakCurrent(run);
  }

  /** Cancels what is said and starts a new run; older utterances' events are then stale. */
  private begin(): number {
    this.run++;
    this.stopKeepAlive();
    this.options.speech.cancel();
    return this.run;
  }

  /**
   * Loads the first page from `page` on with something to say. Going on by itself
   * (`onward`) into the next chapter with the end-of-chapter timer set, reading pauses
   * ready at that page's first sentence (false: nothing to say now).
   */
  private async load(page: number, run: number, onward = false): Promise<boolean> {
    const source = this.source;
    if (!source) return false;
    const chapterOf = this.sleepChapterOf;
    const sleepFrom = onward && chapterOf !== null ? source.chapterEnd(chapterOf) : null;
    for (let at = page; at < source.pageCount && at < page + MAX_EMPTY_PAGES; at++) {
      const sentences = await source.sentencesOf(at);
      if (run !== this.run) return false;
      if (sentences.length > 0) {
        this.page = at;
        this.sentences = sentences;
        this.index = 0;
        if (sleepFrom === null || at < sleepFrom) return true;
        this.sleep();
        return false;
      }
    }
    this.stop("book");
    return false;
  }

  /** The sleep timer's end: reading pauses at the sentence it holds, and says why. */
  private sleep(): void {
    this.disarmSleep();
    // Between sentences (a chapter's end, a page loading) nothing is said: the synthesis is
    // left alone, as a paused one would hold back the next utterance (Chrome), and the
    // sentence on its way is dropped (a new run); play says it.
    if (this.options.speech.speaking) this.pause();
    else {
      this.run++;
      this.stopKeepAlive();
    }
    this.emit({
      status: "paused",
      sentence: this.sentences[this.index] ?? null,
      word: null,
      ended: "sleep",
    });
  }

  private armSleep(): void {
    this.disarmSleep();
    const choice = this.sleepChoice;
    if (choice === "chapter") this.sleepChapterOf = this.page;
    else if (choice !== "off") {
      const timers = this.options.timers ?? globalThis;
      this.sleepTimer = timers.setTimeout(() => {
        this.sleepTimer = null;
        // Run out while the reader had paused: the next stretch of listening is timed anew.
        if (this.state.status === "playing") this.sleep();
        else this.sleepDue = true;
      }, Number(choice) * 60_000);
    }
  }

  private disarmSleep(): void {
    this.sleepChapterOf = null;
    this.sleepDue = false;
    if (this.sleepTimer === null) return;
    const timers = this.options.timers ?? globalThis;
    timers.clearTimeout(this.sleepTimer as ReturnType<typeof setTimeout>);
    this.sleepTimer = null;
  }

  /** Moves to the next sentence; false when reading ended (book's end, end of chapter). */
  private async advance(run: number): Promise<boolean> {
    if (this.index + 1 < this.sentences.length) {
      this.index++;
      return true;
    }
    return this.load(this.page + 1, run, true);
  }

  private speakCurrent(run: number): void {
    const sentence = this.sentences[this.index];
    if (!sentence) {
      this.stop("book");
      return;
    }
    const utterance = this.options.utterance(sentence.text);
    utterance.rate = this.rate;
    if (this.voice) utterance.voice = this.voice;
    if (this.lang) utterance.lang = this.voice?.lang ?? this.lang;
    utterance.onboundary = (event) => {
      if (run !== this.run || event.name !== "word") return;
      this.emit({ word: wordSpan(sentence, event.charIndex, event.charLength) });
    };
    const finished = () => {
      if (run !== this.run) return;
      void this.advance(run).then((more) => {
        if (more && run === this.run) this.speakCurrent(run);
      });
    };
    utterance.onend = finished;
    utterance.onerror = (event) => {
      // A cut (our own cancel) is not a failure; anything else skips the sentence rather
      // than leaving the reader in silence.
      if (event.error === "interrupted" || event.error === "canceled") return;
      finished();
    };
    this.emit({ status: "playing", sentence, word: null, ended: null });
    this.options.speech.speak(utterance);
    this.startKeepAlive();
  }

  private startKeepAlive(): void {
    if (!this.options.chrome || this.options.android || this.voice?.localService) return;
    this.stopKeepAlive();
    const timers = this.options.timers ?? globalThis;
    this.keepAlive = timers.setInterval(() => {
      if (this.state.status !== "playing" || !this.options.speech.speaking) return;
      this.options.speech.pause();
      this.options.speech.resume();
    }, KEEP_ALIVE_MS);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive === null) return;
    const timers = this.options.timers ?? globalThis;
    timers.clearInterval(this.keepAlive as ReturnType<typeof setInterval>);
    this.keepAlive = null;
  }

  private emit(change: Partial<ReadAloudState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }
}
