/** The toolbar's page numbers, as printed on the pages (from 1). */
export function pageLabel(options: {
  position: number;
  count: number;
  single: boolean;
  original: boolean;
}): string {
  const { position, count, single, original } = options;
  if (count === 0) return "No pages yet";
  const noun = original ? "Original page" : "Page";
  const first = position + 1;
  if (single || position + 1 >= count) return `${noun} ${first} of ${count}`;
  return `${noun}s ${first}–${first + 1} of ${count}`;
}

/**
 * The reflowed view's label, in book terms: the book page its first block comes from,
 * and which of that page's screens is on show when it needs more than one.
 */
export function reflowedPageLabel(options: {
  page: number;
  count: number;
  at: number;
  of: number;
}): string {
  const { page, count, at, of } = options;
  const label = `Page ${page + 1} of ${count}`;
  return of > 1 ? `${label} · ${at}/${of}` : label;
}
