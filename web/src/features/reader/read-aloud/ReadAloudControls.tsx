import { READ_ALOUD_RATES } from "@bindery/contract";
import {
  Pause,
  Play,
  SkipBack,
  SkipForward,
  SlidersHorizontal,
  Square,
  Volume2,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { barButtonClass, barIconButtonClass } from "../reader-bar-styles";
import type { ReadAloud, SleepTimer, TextPoint } from "./use-read-aloud";

/** Where the reader's selection starts in the book's text, if it is in it. */
export function selectionPoint(root: HTMLElement | null): TextPoint | null {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>("[data-para]");
  if (!paragraph || !root.contains(paragraph)) return null;
  const [page, index] = (paragraph.dataset.para ?? "").split(":").map(Number);
  if (!Number.isInteger(page) || !Number.isInteger(index)) return null;
  const before = document.createRange();
  before.setStart(paragraph, 0);
  before.setEnd(range.startContainer, range.startOffset);
  return { page: page as number, paragraph: index as number, offset: before.toString().length };
}

/**
 * The header's Read aloud button: starts reading from the page on show, or from the
 * selected sentence ("Read from here"); stops it while reading. Where the browser cannot
 * speak it says why instead of doing nothing.
 */
export function ReadAloudButton(props: {
  readAloud: ReadAloud;
  root: HTMLElement | null;
  onStart(point: TextPoint | null): void;
}) {
  const { readAloud, root, onStart } = props;
  const [explained, setExplained] = useState(false);
  const [fromHere, setFromHere] = useState(false);
  const point = useRef<TextPoint | null>(null);
  const noteId = useId();

  // The label follows the selection: with text of the book selected it reads from there.
  useEffect(() => {
    const update = () => setFromHere(selectionPoint(root) !== null);
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, [root]);

  if (readAloud.reason) {
    return (
      <span className="relative">
        <button
          type="button"
          className={barButtonClass}
          aria-disabled="true"
          aria-describedby={explained ? noteId : undefined}
          title={readAloud.reason}
          onClick={() => setExplained((shown) => !shown)}
        >
          <Volume2 className="size-4 opacity-60" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Read aloud</span>
        </button>
        {explained && (
          <p
            id={noteId}
            role="status"
            className="absolute top-12 right-0 z-30 w-72 rounded-xl bg-card p-3 text-sm text-ink shadow-xl"
          >
            {readAloud.reason}
          </p>
        )}
      </span>
    );
  }
  const active = readAloud.status !== "stopped";
  const label = active ? "Stop reading aloud" : fromHere ? "Read from here" : "Read aloud";
  return (
    <button
      type="button"
      className={barButtonClass}
      aria-pressed={active}
      // Read before the click: a tap on the button may clear the selection.
      onPointerDown={() => {
        point.current = selectionPoint(root);
      }}
      onClick={() => {
        if (active) {
          readAloud.stop();
          return;
        }
        onStart(point.current ?? selectionPoint(root));
        point.current = null;
      }}
    >
      {active ? (
        <Square className="size-4" aria-hidden="true" />
      ) : (
        <Volume2 className="size-4" aria-hidden="true" />
      )}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

const SLEEP_CHOICES: Array<[SleepTimer, string]> = [
  ["off", "Off"],
  ["15", "15 minutes"],
  ["30", "30 minutes"],
  ["60", "60 minutes"],
  ["chapter", "End of chapter"],
];

const selectClass =
  "h-10 rounded-full border border-white/15 bg-black/55 px-3 text-sm text-white shadow-lg";

/**
 * The player while reading aloud, above the page buttons (never over the text): previous
 * and next sentence, play and pause, Speed, and under "Voice and timer" the voice, the
 * sleep timer and what is not read.
 */
export function ReadAloudBar({ readAloud }: { readAloud: ReadAloud }) {
  const [more, setMore] = useState(false);
  const speedId = useId();
  const voiceId = useId();
  const sleepId = useId();
  if (readAloud.status === "stopped") return null;
  const playing = readAloud.status === "playing";
  return (
    <section
      aria-label="Read aloud"
      data-read-aloud-bar=""
      className="mx-auto mb-2 flex w-full max-w-2xl flex-col items-center gap-2"
    >
      {more && (
        <div className="flex w-full flex-wrap items-center justify-center gap-2 rounded-2xl bg-black/55 p-2 text-sm text-white">
          <label htmlFor={voiceId} className="sr-only">
            Voice
          </label>
          <select
            id={voiceId}
            className={`${selectClass} max-w-full min-w-0 flex-1`}
            value={readAloud.voice?.voiceURI ?? ""}
            onChange={(event) => readAloud.setVoice(event.target.value)}
          >
            {readAloud.voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </select>
          <label htmlFor={sleepId} className="sr-only">
            Sleep timer
          </label>
          <select
            id={sleepId}
            className={selectClass}
            value={readAloud.sleep}
            onChange={(event) => readAloud.setSleep(event.target.value as SleepTimer)}
          >
            {SLEEP_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {value === "off" ? "Sleep timer: off" : `Stop after ${label.toLowerCase()}`}
              </option>
            ))}
          </select>
          <p className="basis-full text-center text-xs text-white/80">
            Page numbers, running heads and footnote markers are skipped.
          </p>
        </div>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={barIconButtonClass}
          aria-label="Previous sentence"
          onClick={readAloud.previous}
        >
          <SkipBack className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={barIconButtonClass}
          aria-label={playing ? "Pause reading" : "Resume reading"}
          onClick={playing ? readAloud.pause : readAloud.resume}
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={barIconButtonClass}
          aria-label="Next sentence"
          onClick={readAloud.next}
        >
          <SkipForward className="size-4" aria-hidden="true" />
        </button>
        <label htmlFor={speedId} className="sr-only">
          Speed
        </label>
        <select
          id={speedId}
          className={selectClass}
          value={readAloud.rate}
          onChange={(event) => readAloud.setRate(Number(event.target.value))}
        >
          {READ_ALOUD_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
        <button
          type="button"
          className={barIconButtonClass}
          aria-label="Voice and timer"
          aria-expanded={more}
          onClick={() => setMore((shown) => !shown)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
