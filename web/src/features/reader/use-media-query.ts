import { useSyncExternalStore } from "react";

/** Whether a media query matches now; follows changes (a resized window, a new setting). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Phones and narrow windows read one page at a time. */
export const SINGLE_PAGE_QUERY = "(max-width: 800px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
