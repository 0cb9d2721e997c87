/**
 * Background work as named jobs. A job carries ids only (never a secret such as a PDF's
 * password): the database rows are the truth about the work, so a queue that loses its
 * contents loses nothing — the `recover-work` sweep finds unfinished rows and enqueues
 * them again, and the rows' own claims keep a job delivered twice from running twice.
 */
export interface JobPayloads {
  /** Converts an upload task's PDF into a book (uploads/conversion-job.ts). */
  "convert-upload": { taskId: string };
  /** E-mails a stored contact message to the operator (contact/contact-delivery.ts). */
  "deliver-contact-mail": { messageId: string };
  /** Fills an empty public catalog on the first run (catalog/first-run-seed.ts). */
  "seed-catalog": Record<string, never>;
  /** Enqueues work whose job was lost (a restart, a dead worker) and settles owed deletions. */
  "recover-work": Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES = [
  "convert-upload",
  "deliver-contact-mail",
  "seed-catalog",
  "recover-work",
] as const satisfies readonly JobName[];

/**
 * What a handler asks of the queue: nothing (the job is over, its outcome on its row), or
 * to run it again after `retryInMs` (a transient failure, a row another worker holds, or
 * a job handed back by a stopping worker with 0). A thrown error ends the job for good.
 */
export type JobOutcome = undefined | { retryInMs: number };

export interface JobContext {
  /** Aborts when this worker stops: finish quickly, or let go and ask to run again. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: JobContext,
) => Promise<JobOutcome>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** How many jobs of each kind one worker process runs at once. */
export type JobConcurrency = { [N in JobName]: number };

export interface JobQueue {
  /** Adds a job; a job of the same name and payload that is waiting or running is not added twice. */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void>;
  /** Runs `name` now and every `everyMs` after, once across all workers. */
  repeat(name: "recover-work", everyMs: number): Promise<void>;
  /** Starts running jobs in this process (the worker role). */
  work(handlers: JobHandlers, concurrency: JobConcurrency): Promise<void>;
  /** Jobs of `name` this process runs or holds now. */
  active(name: JobName): number;
  /**
   * Stops taking jobs and waits for running ones: for up to `graceMs` they may finish,
   * then their signal aborts and they let their work go (taken up again by another worker
   * or the next start). Without `graceMs`, they are aborted at once.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** A job's identity, so the same work is queued once: its row id, or the kind for singletons. */
export function jobKey<N extends JobName>(name: N, payload: JobPayloads[N]): string {
  if ("taskId" in payload) return `${name}-${payload.taskId}`;
  if ("messageId" in payload) return `${name}-${payload.messageId}`;
  return name;
}
