import type { ReadingDirection } from "@bindery/contract";
import { useState } from "react";
import { readGuestChoice, writeGuestChoice } from "../settings/guest-choices";

export interface BookDirection {
  /** The direction the pages turn now. */
  direction: ReadingDirection;
  /** The book's own direction (its language's script, or what its file declared). */
  bookDirection: ReadingDirection;
  /** The reader's choice for this book on this device, or null to follow the book. */
  override: ReadingDirection | null;
  setOverride(direction: ReadingDirection | null): void;
}

const key = (bookId: string) => `bindery.reader.direction.${bookId}`;

const parse = (stored: unknown): ReadingDirection | null =>
  stored === "rtl" || stored === "ltr" ? stored : null;

/**
 * The open book's direction, which the reader may override per book: a book whose
 * language was guessed wrong, or a bilingual edition read the other way. The choice is
 * kept on this device, like the volume: it is about how this reader holds this book.
 */
export function useBookDirection(
  bookId: string,
  bookDirection: ReadingDirection | undefined,
): BookDirection {
  const [override, setStored] = useState(() => readGuestChoice(key(bookId), parse, null));
  const own = bookDirection ?? "ltr";
  return {
    direction: override ?? own,
    bookDirection: own,
    override,
    setOverride(direction) {
      setStored(direction);
      if (direction === null) {
        try {
          window.localStorage.removeItem(key(bookId));
        } catch {
          // Storage refused (a private window): the choice lasts as long as the page.
        }
      } else writeGuestChoice(key(bookId), direction);
    },
  };
}
