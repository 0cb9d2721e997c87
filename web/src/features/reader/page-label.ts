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
