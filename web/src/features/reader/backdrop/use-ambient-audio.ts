import { type RefObject, useEffect, useState } from "react";

/** Volume 0 to 1 in steps of 0.01, 0.5 at first. */
export const VOLUME_STEP = 0.01;
export const DEFAULT_VOLUME = 0.5;

/** Inputs that count as a user gesture for the browser's autoplay rules. */
const GESTURES = ["pointerdown", "keydown"] as const;

/** A refusal of play() by the browser's autoplay rules, not a missing or broken sound. */
const isAutoplayRefusal = (error: unknown) =>
  error instanceof DOMException && error.name === "NotAllowedError";

/**
 * The background theme's sound, looping while the theme is selected. Browsers refuse to
 * start sound before the user has interacted with the page, so it starts with the first
 * click, tap or key press on the reader, and follows theme changes after that. A browser
 * that still refuses (some count only a play() inside the tap's own handler) leaves
 * `startBlocked`: a handler for a "Tap for sound" button, null while nothing is refused.
 */
export function useAmbientAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  src: string | null,
  volume: number,
  muted: boolean,
) {
  const [unlocked, setUnlocked] = useState(false);
  const [refused, setRefused] = useState(false);

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
      // A sound that cannot play for other reasons (no sound device) leaves the reader silent.
      audio.play().then(
        () => setRefused(false),
        (error: unknown) => setRefused(isAutoplayRefusal(error)),
      );
    } else {
      audio.pause();
      setRefused(false);
    }
  }, [audioRef, src, unlocked, muted]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [audioRef, volume]);

  // Called inside the tap's own handler, so the browser counts the tap as the permission.
  const startBlocked = () => {
    audioRef.current?.play().then(
      () => setRefused(false),
      () => {},
    );
  };
  return { startBlocked: refused && src !== null ? startBlocked : null };
}
