import { type RefObject, useCallback, useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};

/**
 * The reader on the whole screen (the Fullscreen API on `target`), for this visit only:
 * browsers allow it only from a click, so it could not be restored on the next one anyway.
 * `element` is the target while it is full screen, for dialogs to be put inside it.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const element = useSyncExternalStore(
    subscribe,
    () =>
      target.current !== null && document.fullscreenElement === target.current
        ? target.current
        : null,
    () => null,
  );
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);
  return { active: element !== null, element, supported, toggle };
}
