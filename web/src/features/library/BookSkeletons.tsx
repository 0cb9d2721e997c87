/** Grey book shapes while a shelf loads, so the page does not jump when the books arrive. */
export function BookSkeletons({ count, className = "" }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
    <li key={index} aria-hidden="true" className={`flex flex-col gap-2.5 ${className}`}>
      <div className="aspect-[2/3] w-full animate-pulse rounded-md bg-paper-deep" />
      <div className="h-3.5 w-4/5 animate-pulse rounded bg-paper-deep" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-paper-deep" />
    </li>
  ));
}
