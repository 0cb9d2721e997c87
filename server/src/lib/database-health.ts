import type { Clock } from "./clock.js";

/** How old the last answer of the database may be before a health request asks again. */
export const HEALTH_PROBE_EVERY_MS = 1000;
/** A probe waiting this long means the database is down; an answer this old is not used. */
export const HEALTH_STALE_AFTER_MS = 10_000;

/**
 * Whether the database answers, as a health check should report it: from the last probe,
 * not from a query of its own. Under load the database's one SQLite connection (or
 * PostgreSQL's pool) has a queue of every busy request's queries, and a health check
 * waiting in it took as long as the slowest of them; an orchestrator asks /healthz
 * precisely when the site is busy. A request starts the next probe when the last answer
 * is a second old, without waiting for it; it waits only when there is no answer from
 * the last ten seconds to give (the first request, or one after a quiet spell).
 */
export function createDatabaseHealth(probe: () => Promise<unknown>, clock: Clock) {
  let last: { ok: boolean; at: number } | undefined;
  let running: { since: number; done: Promise<void> } | undefined;
  const refresh = () => {
    running ??= {
      since: clock(),
      done: probe()
        .then(
          () => true,
          () => false,
        )
        .then((ok) => {
          last = { ok, at: clock() };
          running = undefined;
        }),
    };
    return running.done;
  };
  return async function databaseAnswers(): Promise<boolean> {
    if (running && clock() - running.since >= HEALTH_STALE_AFTER_MS) return false;
    const age = last ? clock() - last.at : Number.POSITIVE_INFINITY;
    if (age >= HEALTH_STALE_AFTER_MS) await refresh();
    else if (age >= HEALTH_PROBE_EVERY_MS) void refresh();
    return last?.ok === true;
  };
}
