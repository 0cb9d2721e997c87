import { useEffect, useLayoutEffect, useRef } from "react";

export interface ReaderKeyActions {
  back(): void;
  forward(): void;
  first(): void;
  last(): void;
}

const ACTIONS: Record<string, keyof ReaderKeyActions> = {
  ArrowLeft: "back",
  PageUp: "back",
  ArrowRight: "forward",
  PageDown: "forward",
  Home: "first",
  End: "last",
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

/** The reader's keys: arrows and PageUp/PageDown turn, Home and End go to either end. */
export function useReaderKeys(actions: ReaderKeyActions, enabled: boolean): void {
  // The actions of the latest render, set as it is committed: a listener re-added in a
  // passive effect would, for a moment after each turn, still go back from the page before.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = ACTIONS[event.key];
      if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      if (ownedByControl(event.target)) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
