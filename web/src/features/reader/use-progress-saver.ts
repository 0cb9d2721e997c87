import { useEffect, useRef } from "react";
import { savePlace } from "../offline/place-outbox";

/** Reading progress is saved this long after the page changes. */
export const PROGRESS_SAVE_DELAY_MS = 500;

interface Place {
  page: number;
  block?: number;
}

/** Recorded and sent through the outbox, which keeps a place it cannot send yet (offline). */
const save = (bookId: string, place: Place) => void savePlace(bookId, place).catch(() => {});

/**
 * Saves a signed-in reader's place 500 ms after it changes, so quick turns send only the
 * last one: the book page, and with the reflowed view (which shows pages in parts) the
 * block of it on screen. The place the book opened on is not sent (nothing changed); a
 * save still waiting when the reader leaves is sent at once. Each place says when it was
 * read, and one that cannot reach the server waits on this device (place-outbox.ts).
 */
export function useProgressSaver(
  bookId: string,
  page: number | null,
  enabled: boolean,
  block?: number,
) {
  const lastSaved = useRef<Place | null>(null);
  const pending = useRef<{ place: Place; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    if (!enabled || page === null) return;
    const place = { page, block };
    if (lastSaved.current === null) {
      lastSaved.current = place;
      return;
    }
    const saved = lastSaved.current;
    if (page === saved.page && block === saved.block && !pending.current) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const send = () => {
      pending.current = null;
      lastSaved.current = place;
      save(bookId, place);
    };
    pending.current = { place, timer: setTimeout(send, PROGRESS_SAVE_DELAY_MS) };
  }, [bookId, page, block, enabled]);

  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      save(bookId, waiting.place);
    },
    [bookId],
  );
}
