/**
 * What the health thread answers (health-thread.ts): the server's own /healthz answer,
 * at most a second old, unless the server's event loop has not produced one for
 * STALLED_AFTER_MS, which means it is stuck (not merely busy: a crowd's requests wait for
 * it, its own timers still run).
 */
export const STALLED_AFTER_MS = 5000;

/** The server's last /healthz answer, and when it was made (ms since the epoch). */
export interface ServerHealth {
  status: number;
  body: string;
  at: number;
}

export function healthAnswer(last: ServerHealth, now: number): { status: number; body: string } {
  const age = now - last.at;
  if (age >= STALLED_AFTER_MS) {
    return unavailable(`The server has not checked its health for ${Math.floor(age / 1000)} s.`);
  }
  return { status: last.status, body: last.body };
}

const unavailable = (detail: string) => ({
  status: 503,
  body: JSON.stringify({ status: "unavailable", detail }),
});
