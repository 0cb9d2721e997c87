import { useEffect, useRef } from "react";
import { saveBookView } from "./reader-api";

/** Spec section 4: reading progress is saved this long after the page changes. */
export const PROGRESS_SAVE_DELAY_MS = 500;

/**
 * Saves a signed-in reader's page 500 ms after it changes, so quick turns send only the
 * last page. The page the book opened on is not sent (nothing changed); a save still
 * waiting when the reader leaves is sent at once.
 */
export function useProgressSaver(bookId: string, page: number | null, enabled: boolean) {
  const lastSaved = useRef<number | null>(null);
  const pending = useRef<{ page: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    if (!enabled || page === null) return;
    if (lastSaved.current === null) {
      lastSaved.current = page;
      return;
    }
    if (page === lastSaved.current && !pending.current) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const send = () => {
      pending.current = null;
      lastSaved.current = page;
      // A lost save costs only the place in the book; the next turn saves again.
      saveBookView(bookId, { last_read_page: page }).catch(() => {});
    };
    pending.current = { page, timer: setTimeout(send, PROGRESS_SAVE_DELAY_MS) };
  }, [bookId, page, enabled]);

  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      saveBookView(bookId, { last_read_page: waiting.page }).catch(() => {});
    },
    [bookId],
  );
}
