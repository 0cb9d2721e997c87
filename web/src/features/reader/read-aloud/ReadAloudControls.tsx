import { READ_ALOUD_RATES, type ReadAloudSleep } from "@bindery/contract";
import {
  Pause,
  Play,
  SkipBack,
  SkipForward,
  SlidersHorizontal,
  Square,
  Volume2,
} from "lucide-react";
import { useId, useState } from "react";
import { barButtonClass, barIconButtonClass } from "../reader-bar-styles";
import type { ReadAloud } from "./use-read-aloud";

/**
 * The header's Read aloud button: starts reading from the page on show, and stops it while
 * reading (the selection bar's "Read from here" starts from a sentence). Where the browser
 * cannot speak it says why instead of doing nothing.
 */
export function ReadAloudButton(props: { readAloud: ReadAloud; onStart(): void }) {
  const { readAloud, onStart } = props;
  const [explained, setExplained] = useState(false);
  const noteId = useId();

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
  return (
    <button
      type="button"
      className={barButtonClass}
      aria-pressed={active}
      onClick={() => (active ? readAloud.stop() : onStart())}
    >
      {active ? (
        <Square className="size-4" aria-hidden="true" />
      ) : (
        <Volume2 className="size-4" aria-hidden="true" />
      )}
      <span className="sr-only sm:not-sr-only">{active ? "Stop reading aloud" : "Read aloud"}</span>
    </button>
  );
}

const SLEEP_CHOICES: Array<[ReadAloudSleep, string]> = [
  ["off", "Off"],
  ["15", "15 minutes"],
  ["30", "30 minutes"],
  ["60", "60 minutes"],
  ["chapter", "End of chapter"],
];

const selectClass =
  "h-10 rounded-full border border-white/15 bg-black/55 px-3 text-sm text-white shadow-lg";

/** What the player says when the sleep timer has paused reading. */
function sleptNotice(sleep: ReadAloudSleep): string {
  return sleep === "chapter"
    ? "The sleep timer paused reading at the end of the chapter. Play goes on from here."
    : `The sleep timer paused reading after ${sleep} minutes. Play goes on from here.`;
}

/**
 * The player while reading aloud, above the page buttons (never over the text): previous
 * and next sentence, play and pause, Speed, and under "Voice and timer" the voice, the
 * sleep timer and what is not read. It says when the sleep timer paused reading.
 */
export function ReadAloudBar({ readAloud }: { readAloud: ReadAloud }) {
  const [more, setMore] = useState(false);
  const speedId = useId();
  const voiceId = useId();
  const sleepId = useId();
  if (readAloud.status === "stopped") return null;
  const playing = readAloud.status === "playing";
  const slept = !playing && readAloud.ended === "sleep";
  return (
    <section
      aria-label="Read aloud"
      data-read-aloud-bar=""
      className="mx-auto mb-2 flex w-full max-w-2xl flex-col items-center gap-2"
    >
      <p
        role="status"
        className={
          slept ? "rounded-2xl bg-black/55 px-4 py-1.5 text-center text-sm text-white" : "sr-only"
        }
      >
        {slept ? sleptNotice(readAloud.sleep) : ""}
      </p>
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
            onChange={(event) => readAloud.setSleep(event.target.value as ReadAloudSleep)}
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
