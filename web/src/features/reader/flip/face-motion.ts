import { type FaceStyle, faceStyleAt, type PlacedPage } from "./flip-layout";

/** A face in the DOM: the element that turns and the shading laid over it. */
export interface FaceElements {
  face: PlacedPage;
  element: HTMLElement;
  shade: HTMLElement;
}

/** A full turn on a desktop spread; a page on a phone travels half as far. */
const TURN_MS = 700;
const SINGLE_TURN_MS = 480;
const FADE_MS = 220;
/** Enough samples that the shading's rise and fall is smooth between keyframes. */
const SAMPLES = 8;

export function turnDuration(single: boolean, fade: boolean): number {
  if (fade) return FADE_MS;
  return single ? SINGLE_TURN_MS : TURN_MS;
}

/** Puts every face at progress p at once (a drag moving). */
export function applyProgress(faces: FaceElements[], forward: boolean, p: number): void {
  for (const { face, element, shade } of faces) {
    setStyle(element, shade, faceStyleAt(face, forward, p));
  }
}

function setStyle(element: HTMLElement, shade: HTMLElement, style: FaceStyle): void {
  if (style.transform !== undefined) element.style.transform = style.transform;
  if (style.opacity !== undefined) element.style.opacity = String(style.opacity);
  shade.style.opacity = String(style.shade);
}

/**
 * Animates every face from progress `from` to `to` with the Web Animations API (run by
 * the compositor, never by React), and resolves when they are done, or false when they
 * were cancelled. The end state is held (fill: forwards) until the caller has rendered
 * the pages in their new places and cancels the animations.
 */
export function animateProgress(
  faces: FaceElements[],
  forward: boolean,
  range: { from: number; to: number; durationMs: number },
): { animations: Animation[]; finished: Promise<boolean> } {
  const { from, to, durationMs } = range;
  const timing: KeyframeAnimationOptions = {
    duration: Math.max(1, durationMs),
    easing: "cubic-bezier(0.35, 0.05, 0.25, 1)",
    fill: "forwards",
  };
  const animations: Animation[] = [];
  for (const { face, element, shade } of faces) {
    if (face.role === "rest") continue;
    const styles = Array.from({ length: SAMPLES + 1 }, (_, step) =>
      faceStyleAt(face, forward, from + ((to - from) * step) / SAMPLES),
    );
    const moves = styles.filter(
      (style) => style.transform !== undefined || style.opacity !== undefined,
    );
    if (moves.length > 0) {
      animations.push(
        element.animate(
          styles.map(({ transform, opacity }) =>
            transform !== undefined ? { transform } : { opacity: opacity ?? 1 },
          ),
          timing,
        ),
      );
    }
    animations.push(
      shade.animate(
        styles.map(({ shade: value }) => ({ opacity: value })),
        timing,
      ),
    );
  }
  const finished = Promise.all(animations.map((animation) => animation.finished)).then(
    () => true,
    () => false,
  );
  return { animations, finished };
}
