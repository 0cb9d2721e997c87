/**
 * A token this close to its expiry is treated as expired: a call sent with it would
 * likely arrive after it lapsed and cost a 401 and a refresh anyway.
 */
const EXPIRY_LEEWAY_MS = 10_000;

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims written inside a JWT, or null when the token cannot be read. */
function readClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The expiry (`exp`, in seconds since the epoch) written inside a JWT, or null when the
 * token cannot be read. The signature is not checked here: only the server can, and it
 * answers 401 to a forged token, which the API client handles like an expired one.
 */
export function readJwtExpiry(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === "number" ? exp : null;
}

/**
 * Whose token it is (`sub`, the user's id), or null. Unchecked as above: it only says
 * whose places and downloads on this device are whose, never what the server allows.
 */
export function readJwtSubject(token: string): string | null {
  const sub = readClaims(token)?.sub;
  return typeof sub === "string" && sub !== "" ? sub : null;
}

/** True when the token carries an expiry that is still comfortably in the future. */
export function isTokenUnexpired(token: string | null, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const expiry = readJwtExpiry(token);
  return expiry !== null && expiry * 1000 - EXPIRY_LEEWAY_MS > nowMs;
}
