import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearStorage, readTokens, storedUserId } from "../../lib/session-storage";
import { forgetAccountOffline } from "../offline/offline-books";
import { logout } from "./accounts-api";

/**
 * Signs out at once in this tab (storage cleared, home shown), then tells the server; what
 * this device kept of the account for offline reading goes too (offline-books.ts).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { access, refresh } = readTokens();
    void forgetAccountOffline(storedUserId()).catch(() => {});
    clearStorage();
    queryClient.clear();
    navigate("/");
    if (refresh) {
      // Already reported as 'API Error' by the client; the user is signed out either way.
      logout({ access, refresh }).catch(() => undefined);
    }
  }, [navigate, queryClient]);
}
