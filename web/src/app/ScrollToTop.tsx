import { useEffect } from "react";
import { useLocation } from "react-router";

/** A new screen starts at its top, as a new page would. */
export function ScrollToTop(): null {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the address changes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
