import { setTimeout as sleep } from "node:timers/promises";
import { DelayedError, type Job, Queue, Worker } from "bullmq";
import {
  JOB_NAMES,
  type JobConcurrency,
  type JobHandlers,
  type JobName,
  type JobPayloads,
  type JobQueue,
  jobKey,
} from "../lib/job-queue.js";

/**
 * A worker's lock on a job lasts this long and is renewed at half of it; a worker killed
 * with kill -9 stops renewing, and the stalled-job check, run every STALLED_CHECK_MS by
 * every worker, moves its job back to the queue for another worker.
 */
export const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;
/** A job whose worker died this many times is failed, like a conversion interrupted thrice. */
const MAX_STALLS = 3;

/** The BullMQ queue that holds the jobs called `name`. */
export const bullmqQueueName = (name: JobName, prefix = "bindery") => `${prefix}-${name}`;

/**
 * The queue on Redis (REDIS_URL set): one BullMQ queue per job name, jobs taken by
 * workers in any process under BullMQ's locks. Jobs are removed once over, so the same
 * work can be queued again later under the same id (jobKey), and a handler's retry is a
 * move back to the delayed set that costs no attempt (BullMQ's DelayedError).
 */
export function createBullmqQueue(redisUrl: string, prefix?: string): JobQueue {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queues = new Map<JobName, Queue>(
    JOB_NAMES.map((name) => [
      name,
      new Queue(bullmqQueueName(name, prefix), {
        connection,
        defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
      }),
    ]),
  );
  const workers: Worker[] = [];
  const activeCount = new Map<JobName, number>();
  const stop = new AbortController();
  let closed: Promise<void> | undefined;

  const queueOf = (name: JobName) => queues.get(name) as Queue;

  return {
    async enqueue(name, payload) {
      await queueOf(name).add(name, payload, { jobId: jobKey(name, payload) });
    },
    async repeat(name, everyMs) {
      await queueOf(name).upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
    },
    async work(handlers: JobHandlers, concurrency: JobConcurrency) {
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as (
          payload: JobPayloads[JobName],
          context: { signal: AbortSignal },
        ) => ReturnType<JobHandlers[JobName]>;
        const run = async (job: Job, token?: string) => {
          activeCount.set(name, (activeCount.get(name) ?? 0) + 1);
          try {
            const outcome = await handler(job.data, { signal: stop.signal });
            if (outcome) {
              await job.moveToDelayed(Date.now() + outcome.retryInMs, token);
              throw new DelayedError();
            }
          } finally {
            activeCount.set(name, (activeCount.get(name) ?? 1) - 1);
          }
        };
        const worker = new Worker(bullmqQueueName(name, prefix), run, {
          connection,
          concurrency: concurrency[name],
          lockDuration: LOCK_MS,
          stalledInterval: STALLED_CHECK_MS,
          maxStalledCount: MAX_STALLS,
        });
        // BullMQ reconnects by itself after a lost connection; an "error" event nobody
        // listens to would end the process instead.
        worker.on("error", () => {});
        workers.push(worker);
      }
    },
    active: (name) => activeCount.get(name) ?? 0,
    close(options = {}) {
      // Once: main.ts closes with a grace period on SIGTERM, then deps.close() again.
      closed ??= (async () => {
        // Stop taking new jobs first, then let running ones finish for the grace period.
        const closing = Promise.all(workers.map((worker) => worker.close()));
        if (options.graceMs) {
          await Promise.race([closing, sleep(options.graceMs, undefined, { ref: false })]);
        }
        stop.abort();
        await closing;
        await Promise.all([...queues.values()].map((queue) => queue.close()));
      })();
      return closed;
    },
  };
}
