import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { SESSION_EXPIRED_EVENT } from "../../lib/api-client";
import { viewHref } from "../../lib/views";
import { forgetAccountOffline } from "../offline/offline-books";

const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

/**
 * Answers the API client's session_expired event: tell the user, then show the login view.
 * The answers kept for offline screens go (no one is signed in to see them); the books
 * saved stay, for their reader's next sign-in.
 */
export function SessionExpiredListener(): null {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onExpired = () => {
      window.alert(SESSION_EXPIRED_MESSAGE);
      void forgetAccountOffline(null).catch(() => {});
      queryClient.clear();
      navigate(viewHref("login"));
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, queryClient]);
  return null;
}
