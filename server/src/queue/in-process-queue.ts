import type { JobHandler, JobQueue } from "./job-queue.js";

/** The embedded queue: a FIFO in this process, `concurrency` jobs at a time. */
export function createInProcessQueue(concurrency: number): JobQueue {
  const waiting: string[] = [];
  const running = new Map<string, Promise<void>>();
  const stop = new AbortController();
  let handler: JobHandler | null = null;

  const pump = () => {
    while (handler && !stop.signal.aborted && running.size < concurrency && waiting.length > 0) {
      const taskId = waiting.shift() as string;
      const job = handler(taskId, stop.signal)
        // The handler records failures on the task row; nothing may escape and stop the pump.
        .catch(() => undefined)
        .finally(() => {
          running.delete(taskId);
          pump();
        });
      running.set(taskId, job);
    }
  };

  return {
    async enqueue(taskId) {
      if (stop.signal.aborted || running.has(taskId) || waiting.includes(taskId)) return;
      waiting.push(taskId);
      pump();
    },
    start(next) {
      handler = next;
      pump();
    },
    pending: () => waiting.length + running.size,
    async close() {
      stop.abort();
      waiting.length = 0;
      await Promise.allSettled(running.values());
    },
  };
}
