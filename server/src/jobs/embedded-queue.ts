import { setTimeout as sleep } from "node:timers/promises";
import {
  type JobConcurrency,
  type JobHandlers,
  type JobName,
  type JobPayloads,
  type JobQueue,
  jobKey,
} from "../lib/job-queue.js";

interface QueuedJob {
  key: string;
  name: JobName;
  payload: JobPayloads[JobName];
}

/**
 * The embedded queue: jobs wait in this process's memory and run here, as many of each
 * kind at once as `work` is told. It forgets its jobs when the process stops; the rows
 * remember them and the first `recover-work` of the next start enqueues them again.
 */
export function createEmbeddedQueue(): JobQueue {
  const waiting: QueuedJob[] = [];
  const running = new Map<string, { name: JobName; done: Promise<void> }>();
  const timers = new Set<NodeJS.Timeout>();
  const stop = new AbortController();
  let closing = false;
  let handlers: JobHandlers | null = null;
  let limits: JobConcurrency | null = null;

  const active = (name: JobName) => [...running.values()].filter((job) => job.name === name).length;

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    // A retry alone must not keep a stopping process alive.
    timer.unref();
    timers.add(timer);
  };

  const add = (job: QueuedJob) => {
    if (closing || running.has(job.key) || waiting.some((other) => other.key === job.key)) return;
    waiting.push(job);
    pump();
  };

  function pump() {
    if (!handlers || !limits || closing) return;
    for (let index = 0; index < waiting.length; ) {
      const job = waiting[index] as QueuedJob;
      if (active(job.name) >= limits[job.name]) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      const handler = handlers[job.name] as (
        payload: JobPayloads[JobName],
        context: { signal: AbortSignal },
      ) => ReturnType<JobHandlers[JobName]>;
      const done = handler(job.payload, { signal: stop.signal })
        .then((outcome) => {
          if (outcome && !closing) later(() => add(job), outcome.retryInMs);
        })
        // Handlers record failures on their rows; nothing may escape and stop the pump.
        .catch(() => undefined)
        .finally(() => {
          running.delete(job.key);
          pump();
        });
      running.set(job.key, { name: job.name, done });
    }
  }

  return {
    async enqueue(name, payload) {
      add({ key: jobKey(name, payload), name, payload });
    },
    async repeat(name, everyMs) {
      const tick = () => {
        add({ key: name, name, payload: {} });
        if (!closing) later(tick, everyMs);
      };
      tick();
    },
    async work(nextHandlers, concurrency) {
      handlers = nextHandlers;
      limits = concurrency;
      pump();
    },
    active,
    async close(options = {}) {
      closing = true;
      waiting.length = 0;
      for (const timer of timers) clearTimeout(timer);
      const settled = Promise.allSettled([...running.values()].map((job) => job.done));
      if (options.graceMs)
        await Promise.race([settled, sleep(options.graceMs, undefined, { ref: false })]);
      stop.abort();
      await settled;
    },
  };
}
