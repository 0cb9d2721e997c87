/** Shown while a screen's code or the session check is on its way; fades in only if slow. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span className="loading-dots text-ink-faint" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="sr-only">Loading…</span>
    </div>
  );
}
