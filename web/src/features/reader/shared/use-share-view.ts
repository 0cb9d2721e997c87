import { useEffect } from "react";
import { trackingRefused } from "../../../lib/analytics";
import { shareVisitId } from "./share-session";
import { recordSharedView } from "./shared-api";

/**
 * Tells the book's owner it was opened: once per link and tab session (the server counts
 * a visit once a day), first-party, with a random visit id and nothing else. Nothing is
 * sent when the browser asks not to be tracked; a lost count costs the reader nothing.
 */
export function useShareView(token: string, access: string | null, opened: boolean): void {
  useEffect(() => {
    if (!opened || trackingRefused()) return;
    const sent = `bindery.share_viewed.${token}`;
    try {
      if (sessionStorage.getItem(sent)) return;
      sessionStorage.setItem(sent, "1");
    } catch {
      // No storage: each load counts, and the server still counts the visit once a day.
    }
    recordSharedView(token, access, shareVisitId()).catch(() => {});
  }, [token, access, opened]);
}
