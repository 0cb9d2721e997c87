/** The look of a shelf card's quiet actions (EPUB, Download for offline, Remove). */
export const SHELF_ACTION_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 self-start rounded-full px-1 text-sm text-ink-soft hover:text-ink disabled:cursor-not-allowed disabled:opacity-50";
