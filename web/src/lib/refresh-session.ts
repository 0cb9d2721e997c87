import { API_BASE, endpoints, type TokenPair } from "@bindery/contract";
import { isTokenUnexpired } from "./jwt";
import { clearStorage, readTokens, waitForTokenChange, writeTokens } from "./session-storage";

export const REFRESH_PATH = `${API_BASE}${endpoints.refreshTokens.path}`;
const LOCK_NAME = "bindery:token-refresh";
/** How long a tab that waited for another tab's refresh waits to see its new tokens. */
const HANDOVER_WAIT_MS = 1_000;

export type RefreshOutcome =
  /** New tokens, from the server or from another tab that rotated them first. */
  | { kind: "refreshed"; tokens: TokenPair }
  /** The server refused the refresh token (or there was none): the session is over. */
  | { kind: "rejected" }
  /**
   * The server could not be asked (offline, 5xx, rate limited). The tokens are kept: a
   * flaky connection must not sign anyone out. `status` is 0 when there was no answer.
   */
  | { kind: "unavailable"; status: number };

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers in this tab share
 * one exchange; across tabs a Web Lock lets one tab refresh while the others wait and
 * then pick up the tokens it stored. `staleAccess` is the access token the caller found
 * wanting: if storage already holds a different, unexpired one, nothing is exchanged.
 */
export function refreshSession(staleAccess: string | null): Promise<RefreshOutcome> {
  if (!inFlight) {
    inFlight = refreshExclusively(staleAccess).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function refreshExclusively(staleAccess: string | null): Promise<RefreshOutcome> {
  // Without Web Locks (old browsers) refreshes are shared within a tab only; the server's
  // short reuse grace window then keeps two tabs refreshing at once from being signed out.
  if (!("locks" in navigator) || !navigator.locks) return refreshUnlessRotated(staleAccess);
  const { locks } = navigator;
  // The usual case: no other tab is refreshing. A lock is held until its callback settles.
  const alone = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? await refreshUnlessRotated(staleAccess) : null,
  );
  if (alone) return alone;
  // Another tab is refreshing: once it lets go, its tokens are in storage, though this tab
  // may see them a moment later.
  return await locks.request(LOCK_NAME, async () => {
    if (readTokens().access === staleAccess) await waitForTokenChange(HANDOVER_WAIT_MS);
    return refreshUnlessRotated(staleAccess);
  });
}

async function refreshUnlessRotated(staleAccess: string | null): Promise<RefreshOutcome> {
  const stored = readTokens();
  if (
    stored.refresh &&
    stored.access &&
    stored.access !== staleAccess &&
    isTokenUnexpired(stored.access)
  ) {
    return { kind: "refreshed", tokens: { access: stored.access, refresh: stored.refresh } };
  }
  if (!stored.refresh) return endSession();

  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ refresh: stored.refresh }),
    });
  } catch {
    return { kind: "unavailable", status: 0 };
  }
  if (response.status === 429 || response.status >= 500) {
    return { kind: "unavailable", status: response.status };
  }
  const tokens = response.ok ? asTokenPair(await response.json().catch(() => null)) : null;
  if (!tokens) return endSession();
  writeTokens(tokens);
  return { kind: "refreshed", tokens };
}

function endSession(): RefreshOutcome {
  console.log("Refresh token expired or invalid");
  clearStorage();
  return { kind: "rejected" };
}

function asTokenPair(body: unknown): TokenPair | null {
  if (typeof body !== "object" || body === null) return null;
  const { access, refresh } = body as Partial<Record<keyof TokenPair, unknown>>;
  return typeof access === "string" && typeof refresh === "string" ? { access, refresh } : null;
}
