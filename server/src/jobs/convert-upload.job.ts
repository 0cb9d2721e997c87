import type { Deps } from "../feature-deps.js";
import type { JobHandler } from "../lib/job-queue.js";
import { CONVERSION_LEASE_MS, createConversionJob } from "../uploads/conversion-job.js";

/**
 * `convert-upload`: one upload task's conversion. No retries for a PDF that fails (its
 * reason is on the task row); a task another worker holds is looked at again once that
 * worker's lease could have run out, and one a stopping worker let go is handed back.
 */
export function convertUploadJob(
  deps: Deps,
  log: { error(details: object, message: string): void },
): JobHandler<"convert-upload"> {
  const run = createConversionJob({
    repos: deps.repos,
    transaction: deps.transaction,
    storage: deps.storage,
    pdfPasswords: deps.pdfPasswords,
    clock: deps.clock,
    config: deps.config,
    owner: deps.workerId,
    activeConversions: () => deps.queue.active("convert-upload"),
    log,
  });
  return async ({ taskId }, { signal }) => {
    const outcome = await run(taskId, signal);
    if (outcome === "busy") return { retryInMs: CONVERSION_LEASE_MS };
    if (outcome === "stopped") return { retryInMs: 0 };
    return undefined;
  };
}
