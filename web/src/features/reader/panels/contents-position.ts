import type { ContentsEntry } from "@bindery/contract";

/**
 * The entry of the section the reader is in: the last entry that starts on or before
 * `page` (entries are in reading order). -1 before the first entry.
 */
export function currentEntryIndex(entries: readonly ContentsEntry[], page: number): number {
  let current = -1;
  for (const [index, entry] of entries.entries()) {
    if (entry.page_order > page) break;
    current = index;
  }
  return current;
}
