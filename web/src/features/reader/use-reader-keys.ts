import { useEffect, useLayoutEffect, useRef } from "react";

export interface ReaderKeyActions {
  back(): void;
  forward(): void;
  first(): void;
  last(): void;
  /** `t`: the contents panel. */
  contents(): void;
  /** `/`: the search panel. */
  search(): void;
  /** `g`: go to a page by its number. */
  goToPage(): void;
}

const ACTIONS: Record<string, keyof ReaderKeyActions> = {
  ArrowLeft: "back",
  PageUp: "back",
  ArrowRight: "forward",
  PageDown: "forward",
  Home: "first",
  End: "last",
  t: "contents",
  "/": "search",
  g: "goToPage",
};

/** Keys that belong to a control with focus (a text box, the volume slider, a menu). */
function ownedByControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select")) return true;
  return (
    target.closest('[role="slider"], [role="menu"], [role="dialog"], [role="listbox"]') !== null
  );
}

/** Space presses a focused button or link; only elsewhere does it turn the page. */
function pressesControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null
  );
}

/** In a right-to-left book the left arrow goes forward, as its pages turn leftwards. */
const MIRRORED: Partial<Record<string, keyof ReaderKeyActions>> = {
  ArrowLeft: "forward",
  ArrowRight: "back",
};

function actionOf(event: KeyboardEvent, rtl: boolean): keyof ReaderKeyActions | undefined {
  // Space and Shift+Space turn forward and back, as in every reader and browser.
  if (event.key === " ")
    return pressesControl(event.target) ? undefined : event.shiftKey ? "back" : "forward";
  return (rtl ? MIRRORED[event.key] : undefined) ?? ACTIONS[event.key];
}

/**
 * The reader's keys: arrows (mirrored in a right-to-left book), PageUp/PageDown and Space
 * turn, Home and End go to either end, `t`, `/` and `g` open the contents, the search and
 * "go to page".
 */
export function useReaderKeys(actions: ReaderKeyActions, enabled: boolean, rtl = false): void {
  // The actions of the latest render, set as it is committed: a listener re-added in a
  // passive effect would, for a moment after each turn, still go back from the page before.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actionOf(event, rtl);
      if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      if (ownedByControl(event.target)) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, rtl]);
}
