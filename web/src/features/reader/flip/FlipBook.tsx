import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useReadingDirectionOf } from "../direction/reading-direction-context";
import { animateProgress, applyProgress, type FaceElements, turnDuration } from "./face-motion";
import {
  dragProgress,
  type FlipMode,
  faceStyleAt,
  type PlacedPage,
  restingPages,
  restingPosition,
  transformOrigin,
  turningPages,
} from "./flip-layout";
import { useDragTurn } from "./use-drag-turn";

export interface FlipBookProps {
  /** The page asked for (the URL's); the book turns to it whenever it changes. */
  page: number;
  pageCount: number;
  mode: FlipMode;
  /** While set, nothing turns (a page is being edited). */
  locked?: boolean;
  /** The content of one page box; an index past the end is the blank back of the book. */
  renderPage(index: number): ReactNode;
  /** A click or drag on the book asks for this page. */
  onPageChange(page: number): void;
  /** A turn finished and the book rests at `page`. */
  onTurned?(page: number): void;
  /** A turn began (a click, a key, or a drag let go to complete it): the paper sound. */
  onTurnStart?(): void;
  /**
   * Where a turn from the resting position `from` lands, or null at an end. By default the
   * next or previous spread (page) inside pageCount; the reflowed view numbers its screens
   * with gaps (reflow/screen-index.ts) and answers for itself.
   */
  neighbour?(from: number, towardsEnd: boolean): number | null;
  /**
   * One page at a time: a tap on the middle third calls this and turns nothing; the outer
   * thirds turn back and forward. Unset, the left 35% turns back and the rest forward.
   */
  onMiddleTap?(): void;
}

interface ActiveTurn {
  from: number;
  to: number;
  /** auto: a click, button or key turns it; drag: the pointer holds the leaf. */
  driver: "auto" | "drag";
}

/**
 * Bindery's page-flipping book. It renders only the pages on show (see flip-layout.ts),
 * turns leaves with CSS 3D transforms driven by the Web Animations API, follows drags and
 * swipes, and with prefers-reduced-motion fades instead. The page it shows follows the
 * `page` prop: the parent owns where the reader is (the URL), the book only animates.
 */
export function FlipBook({
  page,
  pageCount,
  locked = false,
  renderPage,
  onPageChange,
  onTurned,
  onTurnStart,
  neighbour,
  onMiddleTap,
  mode: shownMode,
}: FlipBookProps) {
  // A right-to-left book is laid out as its mirror image (flip-layout.ts): a pointer's x
  // is read mirrored too, so its left half turns forward.
  const mirrored = useReadingDirectionOf() === "rtl";
  const mode = useMemo(() => ({ ...shownMode, mirrored }), [shownMode, mirrored]);
  const step = mode.single ? 1 : 2;
  const target = restingPosition(page, mode.single);
  const [shown, setShown] = useState(page);
  const [turn, setTurn] = useState<ActiveTurn | null>(null);
  const resting = restingPosition(shown, mode.single);

  const pagesRef = useRef<HTMLDivElement>(null);
  const faces = useRef(new Map<number, { element: HTMLElement; shade: HTMLElement }>());
  const animations = useRef<Animation[]>([]);
  const dragProgressRef = useRef(0);
  const dragTurn = useRef<ActiveTurn | null>(null);
  // After a drag turns the leaf, the parent's page follows a render or more later (the
  // router updates the address in a transition). Until it does, the stale page it still
  // passes must not start a turn back: this holds that stale page.
  const staleParentPage = useRef<number | null>(null);

  const placed: PlacedPage[] = turn ? turningPages(turn, mode) : restingPages(resting, mode);
  const forward = turn ? turn.to > turn.from : true;

  const faceElements = useCallback(
    (pages: PlacedPage[]): FaceElements[] =>
      pages.flatMap((face) => {
        const elements = faces.current.get(face.index);
        return elements ? [{ face, ...elements }] : [];
      }),
    [],
  );

  const settle = useCallback(
    (finished: ActiveTurn, completed: boolean) => {
      setTurn(null);
      if (!completed) return;
      // Keep the exact page asked for when it rests where the turn went (an odd page
      // in a spread); otherwise rest on the turn's destination.
      setShown(restingPosition(page, mode.single) === finished.to ? page : finished.to);
      onTurned?.(finished.to);
    },
    [page, mode.single, onTurned],
  );

  // The parent asked for another page: turn to it (one leaf, however far it is).
  useLayoutEffect(() => {
    if (staleParentPage.current !== null) {
      if (target === staleParentPage.current) return;
      staleParentPage.current = null;
    }
    if (turn || locked || target === resting) return;
    if (target >= pageCount && pageCount > 0) return;
    setTurn({ from: resting, to: target, driver: "auto" });
  }, [turn, locked, target, resting, pageCount]);

  // Run an automatic turn once its faces are in the DOM. Started once per turn: a later
  // render (a new page asked for, a new callback) must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    if (turn?.driver !== "auto") return;
    onTurnStart?.();
    const run = animateProgress(faceElements(turningPages(turn, mode)), turn.to > turn.from, {
      from: 0,
      to: 1,
      durationMs: turnDuration(mode.single, mode.fade),
    });
    animations.current = run.animations;
    let live = true;
    void run.finished.then((completed) => {
      if (live) settle(turn, completed);
    });
    return () => {
      live = false;
      for (const animation of run.animations) animation.cancel();
    };
  }, [turn]);

  // A new page asked for mid-turn (keys held down): hurry this turn, the next follows.
  useEffect(() => {
    if (turn?.driver === "auto" && target !== turn.to) {
      for (const animation of animations.current) animation.playbackRate = 4;
    }
  }, [target, turn]);

  // Once the pages rest in their new places, the held end states are dropped.
  useLayoutEffect(() => {
    if (turn) return;
    for (const animation of animations.current) animation.cancel();
    animations.current = [];
  }, [turn]);

  // A drag's faces appear a render after it starts: put them where the pointer is.
  useLayoutEffect(() => {
    if (turn?.driver !== "drag") return;
    applyProgress(
      faceElements(turningPages(turn, mode)),
      turn.to > turn.from,
      dragProgressRef.current,
    );
  }, [turn, mode, faceElements]);

  const destination = (towardsEnd: boolean) => {
    if (neighbour) return neighbour(resting, towardsEnd);
    const to = resting + (towardsEnd ? step : -step);
    return to >= 0 && to < pageCount ? to : null;
  };

  const drag = useDragTurn(pagesRef, mode.single ? 1 : 2, mirrored, {
    begin(side, dx) {
      if (turn || locked) return null;
      const towardsEnd = dx < 0;
      // In a spread the right page turns forward and the left page back.
      if (!mode.single && side !== (towardsEnd ? "right" : "left")) return null;
      const to = destination(towardsEnd);
      if (to === null) return null;
      dragProgressRef.current = 0;
      const dragged: ActiveTurn = { from: resting, to, driver: "drag" };
      dragTurn.current = dragged;
      // Reduced motion: a swipe only asks for the page, which fades in when it ends.
      if (!mode.fade) setTurn(dragged);
      return towardsEnd ? "forward" : "backward";
    },
    move(dx, pageWidth) {
      const dragged = dragTurn.current;
      if (!dragged) return 0;
      const towardsEnd = dragged.to > dragged.from;
      const p = dragProgress(dx, pageWidth, towardsEnd, mode.single);
      dragProgressRef.current = p;
      if (!mode.fade) applyProgress(faceElements(turningPages(dragged, mode)), towardsEnd, p);
      return p;
    },
    release(complete) {
      const dragged = dragTurn.current;
      dragTurn.current = null;
      if (!dragged) return;
      if (mode.fade) {
        if (complete) onPageChange(dragged.to);
        return;
      }
      const p = dragProgressRef.current;
      if (complete) onTurnStart?.();
      const run = animateProgress(
        faceElements(turningPages(dragged, mode)),
        dragged.to > dragged.from,
        {
          from: p,
          to: complete ? 1 : 0,
          durationMs: turnDuration(mode.single, false) * (complete ? 1 - p : p),
        },
      );
      animations.current = run.animations;
      void run.finished.then((finished) => {
        if (finished && complete && target !== dragged.to) staleParentPage.current = target;
        settle(dragged, finished && complete);
        if (finished && complete) onPageChange(dragged.to);
      });
    },
  });

  // A click that ends a selection, or that clears one, is about the text: it turns nothing.
  const selecting = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    selecting.current = hasSelection();
    drag.onPointerDown(event);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const clearing = selecting.current;
    selecting.current = false;
    // A press on the margins does not clear a selection by itself: this click does.
    if (clearing) window.getSelection()?.removeAllRanges();
    if (drag.takeSwallowedClick() || turn || locked || clearing || hasSelection()) return;
    if ((event.target as Element).closest("[data-no-turn]")) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const seen = (event.clientX - rect.left) / rect.width;
    const x = mirrored ? 1 - seen : seen;
    if (onMiddleTap && mode.single && x > 1 / 3 && x < 2 / 3) {
      onMiddleTap();
      return;
    }
    const towardsEnd = mode.single ? x >= (onMiddleTap ? 2 / 3 : 0.35) : x >= 0.5;
    const to = destination(towardsEnd);
    if (to !== null) onPageChange(to);
  };

  const registerFace = (index: number) => (element: HTMLDivElement | null) => {
    const shade = element?.querySelector<HTMLElement>(":scope > .flip-shade");
    if (element && shade) faces.current.set(index, { element, shade });
    else faces.current.delete(index);
  };

  return (
    // The book is a large pointer target: clicks and drags on it turn pages, the
    // keyboard does the same through the reader's keys and buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      ref={pagesRef}
      className="flip-pages"
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
    >
      {placed.map((face) => {
        const style = turn ? faceStyleAt(face, forward, 0) : { shade: 0 };
        return (
          <div
            key={face.index}
            ref={registerFace(face.index)}
            data-page-index={face.index}
            className={`flip-face flip-face--${face.slot} flip-face--${face.role}${face.mirrored ? " flip-face--mirrored" : ""}`}
            style={{
              transformOrigin: transformOrigin(face),
              transform: style.transform,
              opacity: style.opacity,
            }}
            // Only the pages at rest are read out; the others are mid-air.
            aria-hidden={face.role === "rest" ? undefined : true}
          >
            {renderPage(face.index)}
            <div className="flip-shade" style={{ opacity: style.shade }} aria-hidden="true" />
          </div>
        );
      })}
    </div>
  );
}

/** Text is selected (not just a caret): a click now is about that selection. */
function hasSelection(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== "";
}
