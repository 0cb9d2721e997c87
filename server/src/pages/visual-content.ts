import { isSafeStorageKey } from "../files/storage-keys.js";

/**
 * A page's images from its visual_content and visual_alt columns: storage keys and their
 * alternative texts. books.repo.ts always writes JSON arrays of the same length; anything
 * else (a hand-edited row) yields no images, or no text, rather than a broken page, and a
 * value that is not a safe key is dropped (with its text) rather than turned into a URL.
 */
export function pageImages(storedKeys: string, storedAlts: string): { key: string; alt: string }[] {
  const alts = jsonArray(storedAlts);
  return jsonArray(storedKeys).flatMap((key, index) => {
    if (typeof key !== "string" || !isSafeStorageKey(key)) return [];
    const alt = alts[index];
    return [{ key, alt: typeof alt === "string" ? alt : "" }];
  });
}

function jsonArray(stored: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
