import { useEffect } from "react";
import { sendWaitingPlaces } from "./place-outbox";

/**
 * Sends the reading places waiting on this device (place-outbox.ts) when the app starts,
 * when the browser comes back online and whenever the window regains focus: a place read
 * offline reaches the account at the first chance, without a page turn to carry it.
 */
export function usePlaceSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const send = () => void sendWaitingPlaces().catch(() => {});
    const onVisible = () => {
      if (document.visibilityState === "visible") send();
    };
    send();
    window.addEventListener("online", send);
    window.addEventListener("focus", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", send);
      window.removeEventListener("focus", send);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [signedIn]);
}
