import { useEffect } from "react";
import { writeGuestPlace } from "../../lib/session-storage";

/** A guest's page in this book, kept in local storage as it changes (session-storage.ts). */
export function useGuestPlace(bookId: string, page: number | null, enabled: boolean): void {
  useEffect(() => {
    if (enabled && page !== null) writeGuestPlace(bookId, page);
  }, [bookId, page, enabled]);
}
