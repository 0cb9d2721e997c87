import { type RefObject, useEffect, useState } from "react";

/** Volume 0 to 1 in steps of 0.01, 0.5 at first. */
export const VOLUME_STEP = 0.01;
export const DEFAULT_VOLUME = 0.5;

/** Inputs that count as a user gesture for the browser's autoplay rules. */
const GESTURES = ["pointerdown", "keydown"] as const;

/**
 * The background theme's sound, looping while the theme is selected. Browsers refuse to
 * start sound before the user has interacted with the page, so it starts with the first
 * click, tap or key press on the reader, and follows theme changes after that.
 */
export function useAmbientAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  src: string | null,
  volume: number,
  muted: boolean,
) {
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (unlocked) return;
    const unlock = () => setUnlocked(true);
    for (const gesture of GESTURES) window.addEventListener(gesture, unlock, { capture: true });
    return () => {
      for (const gesture of GESTURES) {
        window.removeEventListener(gesture, unlock, { capture: true });
      }
    };
  }, [unlocked]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!src) {
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
      return;
    }
    if (audio.getAttribute("src") !== src) audio.src = src;
    audio.muted = muted;
    if (unlocked && !muted) {
      // A refused play() (no gesture recognised, no sound device) leaves the reader silent.
      audio.play().catch(() => {});
    } else {
      audio.pause();
    }
  }, [audioRef, src, unlocked, muted]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [audioRef, volume]);
}
