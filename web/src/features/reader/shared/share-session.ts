import { SHARE_VISIT_PATTERN, type ShareAccess } from "@bindery/contract";

/**
 * What a share link's reader keeps in this tab's sessionStorage: what unlocked a
 * password-protected link (a reload does not ask again; a new tab or session does), and
 * this visit's random id, which counts the visit's opening once a day (no cookie, nothing
 * that outlives the session). Storage that refuses (a private window) keeps nothing.
 */
const accessKey = (token: string) => `bindery.share_access.${token}`;
const VISIT_KEY = "bindery.share_visit";

export function readShareAccess(token: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(accessKey(token)) ?? "null") as unknown;
    if (typeof stored !== "object" || stored === null) return null;
    const { access, expires_at } = stored as Partial<ShareAccess>;
    return typeof access === "string" && Date.parse(String(expires_at)) > Date.now()
      ? access
      : null;
  } catch {
    return null;
  }
}

export function writeShareAccess(token: string, access: ShareAccess | null): void {
  try {
    if (access) sessionStorage.setItem(accessKey(token), JSON.stringify(access));
    else sessionStorage.removeItem(accessKey(token));
  } catch {
    // Refused: the password is asked again on the next load.
  }
}

/** This session's visit id, made once: 128 random bits. */
export function shareVisitId(): string {
  try {
    const stored = sessionStorage.getItem(VISIT_KEY);
    if (stored && SHARE_VISIT_PATTERN.test(stored)) return stored;
    const made = randomVisitId();
    sessionStorage.setItem(VISIT_KEY, made);
    return made;
  } catch {
    return randomVisitId();
  }
}

function randomVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
