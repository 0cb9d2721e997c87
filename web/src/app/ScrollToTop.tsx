import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A new screen starts at its top, as a new page would. The first one keeps the place the
 * browser gave it: a reload's, or where a visitor scrolled the prerendered home page
 * before the app took it over.
 */
export function ScrollToTop(): null {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the address changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
