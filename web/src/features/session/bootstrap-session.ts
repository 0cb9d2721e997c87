import { isTokenUnexpired } from "../../lib/jwt";
import { refreshSession } from "../../lib/refresh-session";
import { clearStorage, readTokens } from "../../lib/session-storage";
import { setSessionChecking } from "./session-store";

/**
 * Start-up check: an unexpired access token means signed in; otherwise
 * the refresh token is exchanged, and when that fails storage is cleared (by
 * refreshSession). No alert here: the user was not in the middle of anything.
 */
export async function bootstrapSession(): Promise<void> {
  const { access, refresh } = readTokens();
  if (isTokenUnexpired(access)) return;
  if (!refresh) {
    // A lone access token that expired is all that is left of an old session. Guests'
    // storage is left alone, so other saved preferences survive.
    if (access) clearStorage();
    return;
  }
  setSessionChecking(true);
  try {
    await refreshSession(access);
  } finally {
    setSessionChecking(false);
  }
}
