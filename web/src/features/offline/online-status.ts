import { useSyncExternalStore } from "react";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/**
 * Whether the browser says it is online. "Offline" is certain (no network at all);
 * "online" only means a network is there, so screens still handle a call that fails.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * What a control that needs the server says offline, where it is shown greyed out rather
 * than failing when pressed: "Connect to the internet to <what it does>."
 */
export function needsConnection(action: string): string {
  return `Connect to the internet to ${action}.`;
}
