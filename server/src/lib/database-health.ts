import type { Clock } from "./clock.js";

/** How old the last answer of the database may be before a health request asks again. */
export const HEALTH_PROBE_EVERY_MS = 1000;
/** With no answer for this long (a probe still waiting), the database counts as down. */
export const HEALTH_STALE_AFTER_MS = 10_000;

/**
 * Whether the database answers, as a health check should report it: from the last probe,
 * not from a query of its own. Under load the database's one SQLite connection (or
 * PostgreSQL's pool) has a queue of every busy request's queries, and a health check
 * waiting in it took as long as the slowest of them; an orchestrator asks /healthz
 * precisely when the site is busy. A request starts the next probe when the last answer
 * is a second old, without waiting for it; only the first request waits.
 */
export function createDatabaseHealth(probe: () => Promise<unknown>, clock: Clock) {
  let last: { ok: boolean; at: number } | undefined;
  let running: Promise<void> | undefined;
  const refresh = () => {
    running ??= probe()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { ok, at: clock() };
        running = undefined;
      });
    return running;
  };
  return async function databaseAnswers(): Promise<boolean> {
    if (!last) await refresh();
    else if (clock() - last.at >= HEALTH_PROBE_EVERY_MS) void refresh();
    return last?.ok === true && clock() - last.at < HEALTH_STALE_AFTER_MS;
  };
}
