import type { ContactDelivery } from "../contact/contact-delivery.js";
import type { Deps } from "../feature-deps.js";
import type { JobHandler } from "../lib/job-queue.js";

/**
 * `recover-work`, run at a worker's start and every RECOVER_EVERY_MS across the workers:
 * enqueues the upload tasks nobody holds (their job was lost with a stopped process), pays
 * the file deletions a stop left owed, and sends the contact mail that is due. What it
 * enqueues twice is harmless: a queue adds the same job once, and rows are claimed.
 */
export const RECOVER_EVERY_MS = 30_000;

export function recoverWorkJob(deps: Deps, delivery: ContactDelivery): JobHandler<"recover-work"> {
  const tasks = deps.repos.uploadTasks;
  return async () => {
    for (const task of await tasks.listUnclaimed(deps.clock())) {
      await deps.queue.enqueue("convert-upload", { taskId: task.id });
    }
    await deps.repos.fileDeletions.settle();
    await delivery.deliverDue();
    return undefined;
  };
}
