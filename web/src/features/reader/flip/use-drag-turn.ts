import { type PointerEvent, type RefObject, useRef } from "react";

/** Below this many screen pixels a press is a click, not a drag. */
const DRAG_THRESHOLD_PX = 10;
/** A release faster than this (px per ms) towards the turn completes it, however short. */
const FLICK_SPEED = 0.45;
/** Past this progress a released page falls over; before it, it falls back. */
const COMPLETE_AT = 0.3;

/** The text of a page on show: what a mouse selects rather than drags. */
const SELECTABLE_TEXT = ".flip-face--rest p, .flip-face--rest h2";

export type DragSide = "left" | "right";

export interface DragHandlers {
  /** A horizontal drag began on `side`, moving by dx: the way the book turns, or null. */
  begin(side: DragSide, dx: number): "forward" | "backward" | null;
  /** The pointer moved: returns the turn's progress, 0-1. */
  move(dx: number, pageWidthOnScreen: number): number;
  /** The pointer let go: complete the turn or let it fall back. */
  release(complete: boolean): void;
}

interface Gesture {
  pointerId: number;
  x0: number;
  y0: number;
  side: DragSide;
  pageWidth: number;
  dragging: boolean;
  forward: boolean;
  progress: number;
  /** Recent positions, for the release speed. */
  trail: Array<{ x: number; t: number }>;
}

/**
 * Pointer handling for turning by drag or swipe (mouse, pen and touch alike). A press
 * that moves less than DRAG_THRESHOLD_PX stays a click; the click that follows a drag is
 * swallowed so it does not also turn a page or open a picture.
 */
export function useDragTurn(
  bookRef: RefObject<HTMLElement | null>,
  pagesAcross: number,
  mirrored: boolean,
  handlers: DragHandlers,
) {
  // A mirrored (right-to-left) book: the pointer's x read as if the book were not.
  const xOf = (event: PointerEvent<HTMLElement>) => (mirrored ? -event.clientX : event.clientX);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    if ((event.target as Element).closest("[data-no-drag]")) return;
    // A mouse pressed on the text selects it; the page turns from its margins. A finger
    // swipes anywhere: it selects by a long press, which the browser tells apart.
    if (event.pointerType === "mouse" && (event.target as Element).closest(SELECTABLE_TEXT)) return;
    const rect = bookRef.current?.getBoundingClientRect();
    if (!rect) return;
    const onLeft = event.clientX - rect.left < rect.width / 2;
    const side: DragSide = onLeft !== mirrored ? "left" : "right";
    gesture.current = {
      pointerId: event.pointerId,
      x0: xOf(event),
      y0: event.clientY,
      side,
      pageWidth: rect.width / pagesAcross,
      dragging: false,
      forward: true,
      progress: 0,
      trail: [{ x: xOf(event), t: event.timeStamp }],
    };
    swallowClick.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = xOf(event) - current.x0;
    const dy = event.clientY - current.y0;
    current.trail.push({ x: xOf(event), t: event.timeStamp });
    if (current.trail.length > 6) current.trail.shift();
    if (!current.dragging) {
      if (Math.abs(dx) < DRAG_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      const direction = handlers.begin(current.side, dx);
      if (!direction) {
        gesture.current = null;
        return;
      }
      current.forward = direction === "forward";
      current.dragging = true;
      swallowClick.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    current.progress = handlers.move(dx, current.pageWidth);
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (!current.dragging) return;
    const first = current.trail[0] ?? { x: current.x0, t: event.timeStamp };
    const speed = (xOf(event) - first.x) / Math.max(1, event.timeStamp - first.t);
    // A forward turn moves leftwards, a backward one rightwards.
    const flick = (current.forward ? -speed : speed) > FLICK_SPEED;
    handlers.release(!cancelled && (flick || current.progress > COMPLETE_AT));
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
    /** True once for the click that ends a drag. */
    takeSwallowedClick(): boolean {
      const swallow = swallowClick.current;
      swallowClick.current = false;
      return swallow;
    },
  };
}
