import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearStorage, readTokens } from "../../lib/session-storage";
import { logout } from "./accounts-api";

/** Signs out at once in this tab (storage cleared, home shown), then tells the server. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { access, refresh } = readTokens();
    clearStorage();
    queryClient.clear();
    navigate("/");
    if (refresh) {
      // Already reported as 'API Error' by the client; the user is signed out either way.
      logout({ access, refresh }).catch(() => undefined);
    }
  }, [navigate, queryClient]);
}
