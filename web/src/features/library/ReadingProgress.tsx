/** How far the user has read a book, as a bar and in words. */
export function ReadingProgress({ percent }: { percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const words = value === 0 ? "Not started" : value === 100 ? "Finished" : `${value}% read`;
  return (
    <span className="flex items-center gap-2" data-progress={value}>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${value}%` }} />
      </span>
      <span className="shrink-0 text-xs tabular-nums text-ink-soft">{words}</span>
    </span>
  );
}
