import { isSafeStorageKey } from "../files/storage-keys.js";

/**
 * The storage keys in a page's visual_content column. books.repo.ts always writes a JSON
 * array of keys; anything else (a hand-edited row) yields no images rather than a broken
 * page, and a value that is not a safe key is dropped rather than turned into a URL.
 */
export function visualContentKeys(stored: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (value): value is string => typeof value === "string" && isSafeStorageKey(value),
  );
}
