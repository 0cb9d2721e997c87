import pageTurnUrl from "@bindery/themes/sounds/page-turn.mp3";
import { useCallback, useRef, useState } from "react";
import { readGuestChoice, writeGuestChoice } from "../settings/guest-choices";

const KEY = "bindery.reader.page-turn-sound";
/** Beside the background's loop at the same volume, a turn is a quiet touch, not a cue. */
const RELATIVE_VOLUME = 0.6;

export interface PageTurnSound {
  on: boolean;
  setOn(on: boolean): void;
  /** Plays the sound once, from its start, when it is on and the sound is not muted. */
  play(): void;
}

/**
 * The optional paper sound of a turn: off unless the reader turns it on (kept on this
 * device), and silent whenever the background's sound is muted or at zero volume. One
 * audio element, loaded at the first turn that plays it, restarted by every turn.
 */
export function usePageTurnSound(volume: number, muted: boolean): PageTurnSound {
  const [on, setStored] = useState(() => readGuestChoice(KEY, (stored) => stored === true, false));
  const audio = useRef<HTMLAudioElement | null>(null);
  const play = useCallback(() => {
    if (!on || muted || volume <= 0) return;
    audio.current ??= new Audio(pageTurnUrl);
    const element = audio.current;
    element.volume = Math.min(1, volume * RELATIVE_VOLUME);
    element.currentTime = 0;
    // A browser that refuses sound before a gesture refuses it quietly: turning goes on.
    element.play().catch(() => {});
  }, [on, muted, volume]);
  const setOn = useCallback((value: boolean) => {
    setStored(value);
    writeGuestChoice(KEY, value);
  }, []);
  return { on, setOn, play };
}
