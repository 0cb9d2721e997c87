import { useEffect } from "react";

/**
 * Marks the document `data-started` once the app has rendered. Until then the prerendered
 * home page is only HTML: its links load pages, its buttons do nothing. Browser tests
 * wait for the mark before they use a button there.
 */
export function StartedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
  return null;
}
