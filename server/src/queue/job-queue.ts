/**
 * Carries task ids to workers. It is not the truth about a task: the task's database row
 * is, so a queue that loses its contents (a restart) loses nothing — unfinished tasks are
 * found in the database and enqueued again.
 */
export interface JobQueue {
  enqueue(taskId: string): Promise<void>;
  /**
   * Begins handing ids to the handler, as many at once as the queue's concurrency. The
   * signal aborts when the queue closes: the handler stops and leaves its task unfinished,
   * for the next start to pick up.
   */
  start(handler: JobHandler): void;
  /** Ids queued or running now. */
  pending(): number;
  /** Stops taking work, aborts running jobs and waits for them to settle. */
  close(): Promise<void>;
}

export type JobHandler = (taskId: string, signal: AbortSignal) => Promise<void>;
