/**
 * Where each source page (a PDF page, from 1) begins in the book: the first book page
 * holding anything of it, or when none does (a blank page, a page of furniture) the first
 * holding anything of a later one; past the end, the book's last page.
 */
export function sourcePageStarts(
  starts: ReadonlyMap<number, number>,
  lastOrder: number,
): (sourcePage: number) => number {
  const lastSource = Math.max(0, ...starts.keys());
  const filled: number[] = [];
  let next = lastOrder;
  for (let source = lastSource; source >= 1; source--) {
    next = starts.get(source) ?? next;
    filled[source] = next;
  }
  return (sourcePage) => filled[Math.max(1, sourcePage)] ?? lastOrder;
}
