const DAY_MS = 24 * 3600_000;
/** Batches wait in the browser while a tab is open; a day covers that, not a wrong clock. */
const MAX_AGE_MS = DAY_MS;

/**
 * When an event happened: the browser's `at` when it is plausible (not in the future and at
 * most a day old), otherwise the time it arrived.
 */
export function eventTime(at: number | undefined, now: number): number {
  return at !== undefined && at <= now && now - at <= MAX_AGE_MS ? at : now;
}

/** The UTC calendar day of a time, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first of the `days` UTC days that end with today. */
export function firstDayOf(days: number, now: number): string {
  return utcDay(now - (days - 1) * DAY_MS);
}
