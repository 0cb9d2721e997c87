/** A header entry; the current page is marked in colour as well as by aria-current. */
export function navLinkClass(active: boolean): string {
  return (
    "inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium transition-colors " +
    (active ? "bg-paper-deep text-accent" : "text-ink-soft hover:bg-paper-deep hover:text-ink")
  );
}
