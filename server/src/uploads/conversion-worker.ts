import { createBooksRepo } from "../books/books.repo.js";
import type { Deps } from "../deps.js";
import { createConversionJob } from "./conversion-job.js";
import { createUploadTasksRepo } from "./upload-tasks.repo.js";

/**
 * Starts converting uploads: hands the queue its job, then enqueues every task a previous
 * run left queued or half done (the database, not the queue, remembers them).
 */
export async function startConversionWorker(
  deps: Deps,
  log: { error(details: object, message: string): void },
): Promise<{ resumed: number }> {
  const tasks = createUploadTasksRepo(deps.db);
  const job = createConversionJob({
    tasks,
    books: createBooksRepo(deps.db, deps.storage, deps.clock),
    storage: deps.storage,
    pdfPasswords: deps.pdfPasswords,
    clock: deps.clock,
    config: deps.config,
    activeConversions: () => deps.queue.pending(),
    log,
  });
  deps.queue.start(job);
  const unfinished = await tasks.listUnfinished();
  for (const task of unfinished) await deps.queue.enqueue(task.id);
  return { resumed: unfinished.length };
}
