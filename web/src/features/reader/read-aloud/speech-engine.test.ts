import { describe, expect, it, vi } from "vitest";
import { pageSentences, type SpeechPage } from "./sentences";
import { KEEP_ALIVE_MS, ReadAloudEngine, type ReadAloudState } from "./speech-engine";

type Utterance = SpeechSynthesisUtterance & { said: string };

/** A recording speechSynthesis: utterances end when the test says. */
function recordingSpeech() {
  const calls: string[] = [];
  const spoken: Utterance[] = [];
  let current: Utterance | null = null;
  const speech = {
    speaking: false,
    speak(utterance: SpeechSynthesisUtterance) {
      calls.push(`speak ${utterance.text}`);
      current = utterance as Utterance;
      spoken.push(current);
      speech.speaking = true;
    },
    cancel() {
      calls.push("cancel");
      const cut = current;
      current = null;
      speech.speaking = false;
      // Chrome reports a cancelled utterance as ended: the engine must not go on from it.
      cut?.onend?.({} as SpeechSynthesisEvent);
    },
    pause() {
      calls.push("pause");
    },
    resume() {
      calls.push("resume");
    },
  };
  const finish = async () => {
    const done = current;
    current = null;
    speech.speaking = false;
    done?.onend?.({} as SpeechSynthesisEvent);
    await vi.waitFor(() => expect(spoken.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { speech, spoken, calls, finish };
}

const book: SpeechPage[] = [
  { page_order: 0, page_content: "One. Two.", continues_paragraph: false },
  { page_order: 1, page_content: "", continues_paragraph: false },
  { page_order: 2, page_content: "Three.", continues_paragraph: false },
];

function engineWith(options: { android?: boolean; chrome?: boolean } = {}) {
  const recording = recordingSpeech();
  const states: ReadAloudState[] = [];
  let interval: (() => void) | null = null;
  /** The sleep timer's timeouts waiting to run, by id: the test runs them (no waiting). */
  const timeouts = new Map<number, { run: () => void; ms: number }>();
  let lastTimeout = 0;
  const engine = new ReadAloudEngine({
    speech: recording.speech,
    utterance: (text) => ({ text }) as unknown as SpeechSynthesisUtterance,
    android: options.android ?? false,
    chrome: options.chrome ?? false,
    onChange: (state) => states.push(state),
    timers: {
      setInterval: (run) => {
        interval = run;
        return 1;
      },
      clearInterval: () => {
        interval = null;
      },
      setTimeout: (run, ms) => {
        timeouts.set(++lastTimeout, { run, ms });
        return lastTimeout;
      },
      clearTimeout: (id) => {
        timeouts.delete(id as number);
      },
    },
  });
  engine.setSource({
    pageCount: book.length,
    sentencesOf: async (page) =>
      pageSentences(page, (order) => book.find((p) => p.page_order === order), "en"),
    // Page 2 begins the second chapter.
    chapterEnd: (page) => (page < 2 ? 2 : book.length),
  });
  /** The timeouts set now, in minutes; `runOut` runs them as if that time had passed. */
  const sleeping = () => [...timeouts.values()].map((timeout) => timeout.ms / 60_000);
  const runOut = () => {
    const due = [...timeouts.values()];
    timeouts.clear();
    for (const timeout of due) timeout.run();
  };
  return { engine, states, ...recording, tick: () => interval?.(), sleeping, runOut };
}

const said = (spoken: Utterance[]) => spoken.map((utterance) => utterance.text);

describe("ReadAloudEngine", () => {
  it("says one sentence an utterance, over pages without text, to the book's end", async () => {
    const { engine, spoken, finish, states } = engineWith();
    await engine.start(0);
    await finish();
    await finish();
    expect(said(spoken)).toEqual(["One.", "Two.", "Three."]);
    await finish();
    expect(states.at(-1)).toMatchObject({ status: "stopped", ended: "book" });
  });

  it("gives a speed change to the next utterance, not the one being said", async () => {
    const { engine, spoken, finish } = engineWith();
    await engine.start(0);
    engine.rate = 2;
    await finish();
    expect(spoken.map((utterance) => utterance.rate)).toEqual([1, 2]);
  });

  it("ignores the end a cancelled utterance reports", async () => {
    const { engine, spoken } = engineWith();
    await engine.start(0);
    await engine.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The cancel's stale `end` must not have moved reading on a second time.
    expect(said(spoken)).toEqual(["One.", "Two."]);
  });

  it("pauses on Android by cancelling, and plays the sentence again from its start", async () => {
    const { engine, spoken, calls } = engineWith({ android: true });
    await engine.start(0);
    engine.pause();
    expect(calls.at(-1)).toBe("cancel");
    expect(calls).not.toContain("pause");
    engine.resume();
    expect(said(spoken)).toEqual(["One.", "One."]);
  });

  it("pauses and resumes the synthesis elsewhere", async () => {
    const { engine, calls, spoken } = engineWith();
    await engine.start(0);
    engine.pause();
    engine.resume();
    expect(calls.slice(-2)).toEqual(["pause", "resume"]);
    expect(said(spoken)).toEqual(["One."]);
  });

  it("keeps Chrome's online voices going with a pause and resume while one speaks", async () => {
    const { engine, calls, tick } = engineWith({ chrome: true });
    expect(KEEP_ALIVE_MS).toBeLessThan(15_000);
    await engine.start(0);
    tick();
    expect(calls.slice(-2)).toEqual(["pause", "resume"]);

    const local = engineWith({ chrome: true });
    local.engine.voice = { localService: true } as SpeechSynthesisVoice;
    await local.engine.start(0);
    local.tick();
    expect(local.calls).not.toContain("pause");
  });

  it("pauses at the next chapter's first sentence with the end-of-chapter timer", async () => {
    const { engine, spoken, finish, states, calls } = engineWith();
    engine.setSleep("chapter");
    await engine.start(0);
    await finish();
    await finish();
    expect(said(spoken)).toEqual(["One.", "Two."]);
    // Nothing was being said: the synthesis is not paused (Chrome would hold the next back).
    expect(calls).not.toContain("pause");
    expect(states.at(-1)).toMatchObject({
      status: "paused",
      ended: "sleep",
      sentence: expect.objectContaining({ text: "Three." }),
    });
    // Play goes on from there.
    engine.resume();
    expect(said(spoken)).toEqual(["One.", "Two.", "Three."]);
    expect(states.at(-1)).toMatchObject({ status: "playing", ended: null });
  });

  it("pauses when the sleep timer's minutes run out, and times the next listening anew", async () => {
    const { engine, states, calls, sleeping, runOut } = engineWith();
    engine.setSleep("30");
    expect(sleeping()).toEqual([]);
    await engine.start(0);
    expect(sleeping()).toEqual([30]);
    runOut();
    expect(calls.at(-1)).toBe("pause");
    expect(states.at(-1)).toMatchObject({ status: "paused", ended: "sleep" });

    engine.resume();
    expect(states.at(-1)).toMatchObject({ status: "playing" });
    expect(sleeping()).toEqual([30]);
    // A change while reading starts it again; off ends it; stopping clears it.
    engine.setSleep("15");
    expect(sleeping()).toEqual([15]);
    engine.setSleep("off");
    expect(sleeping()).toEqual([]);
    engine.setSleep("60");
    engine.stop();
    expect(sleeping()).toEqual([]);
  });

  it("times a fresh listening when the minutes ran out during the reader's own pause", async () => {
    const { engine, states, sleeping, runOut } = engineWith();
    engine.setSleep("15");
    await engine.start(0);
    engine.pause();
    runOut();
    // Not said to be the timer's doing: the reader had paused.
    expect(states.at(-1)).toMatchObject({ status: "paused", ended: null });
    engine.resume();
    expect(sleeping()).toEqual([15]);
  });

  it("goes back a sentence over a page's start", async () => {
    const { engine, spoken } = engineWith();
    await engine.start(2);
    await engine.previous();
    expect(said(spoken)).toEqual(["Three.", "Two."]);
  });
});
