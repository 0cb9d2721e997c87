import type { FastifyBaseLogger } from "fastify";

export const MAIL_RETRY_SWEEP_MS = 30_000;

/**
 * Calls `deliverDue` now (messages left pending by an earlier process go out at start)
 * and then every `intervalMs`, never two sweeps at once. `stop` waits for a running sweep.
 */
export function startContactMailRetrier(
  deliverDue: () => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs = MAIL_RETRY_SWEEP_MS,
) {
  let running: Promise<void> | undefined;
  let stopped = false;

  const sweep = () => {
    if (running || stopped) return;
    running = deliverDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, "Contact mail retry sweep failed"),
      )
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(sweep, intervalMs);
  // The sweep alone must not keep a process alive that has nothing else to do.
  timer.unref();
  sweep();

  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
