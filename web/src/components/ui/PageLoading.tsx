/**
 * Shown while a screen's code or the session check is on its way; fades in only if slow.
 * It fills the window, so the footer waits below the fold: screens are taller than the
 * window, and a footer shown first and pushed away by them was most of the home page's
 * layout shift (0.34 of 0.40 on a desktop).
 */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="loading-dots text-ink-faint" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="sr-only">Loading…</span>
    </div>
  );
}
