import { WifiOff } from "lucide-react";
import { useOnline } from "./online-status";

/**
 * Said above every screen but the reader while the browser is offline: what still works
 * (books saved on this device) and what waits for a connection.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-offline-notice=""
      className="flex items-center justify-center gap-2 bg-night px-4 py-2 text-center text-sm text-paper"
    >
      <WifiOff className="size-4 shrink-0 text-gold-soft" aria-hidden="true" />
      <span>
        You are offline. Books saved on this device open as usual; the rest of the library needs a
        connection.
      </span>
    </div>
  );
}
