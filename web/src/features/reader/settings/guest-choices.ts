/**
 * A guest's reader choices (type settings, themes) live in this browser's localStorage,
 * so they survive a reload; a signed-in reader's are saved on the server instead.
 */

/** The stored value under `key`, read by `parse`; `fallback` when none or unreadable. */
export function readGuestChoice<T>(key: string, parse: (stored: unknown) => T, fallback: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : parse(JSON.parse(stored));
  } catch {
    // Storage someone else wrote, or none at all (private windows): the defaults.
    return fallback;
  }
}

export function writeGuestChoice(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private windows may refuse storage: the choice then lasts as long as the page.
  }
}
