import os from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { createContactDelivery } from "../contact/contact-delivery.js";
import type { Deps } from "../feature-deps.js";
import { createOperatorMailbox } from "../mail/operator-mailbox.js";
import { convertUploadJob } from "./convert-upload.job.js";
import { deliverContactMailJob } from "./deliver-contact-mail.job.js";
import { RECOVER_EVERY_MS, recoverWorkJob } from "./recover-work.job.js";
import { seedCatalogJob } from "./seed-catalog.job.js";

export interface StartJobsOptions {
  /** Fills an empty catalog at start (the servers do; tests of other things do not). */
  seedCatalog?: boolean;
}

/**
 * The worker role: runs every kind of background job in this process, on whichever queue
 * deps.ts chose. Work left by earlier processes is found at once (`recover-work`), then
 * every RECOVER_EVERY_MS. Stopping is `deps.queue.close()` (deps.close does it), which
 * lets running jobs finish or hand them back; `stop` here releases the mailbox.
 */
export async function startJobs(
  deps: Deps,
  log: FastifyBaseLogger,
  options: StartJobsOptions = {},
): Promise<{ stop(): void }> {
  const mailbox = createOperatorMailbox(deps.config, log);
  log.info(mailbox.description);
  if (mailbox.warning) log.warn(mailbox.warning);
  const contactMessages = deps.repos.contactMessages;
  const delivery = createContactDelivery({
    repo: contactMessages,
    mailbox,
    clock: deps.clock,
    log,
  });
  await deps.queue.work(
    {
      "convert-upload": convertUploadJob(deps, log),
      "deliver-contact-mail": deliverContactMailJob(delivery, contactMessages, deps.clock),
      "seed-catalog": seedCatalogJob(deps, log),
      "recover-work": recoverWorkJob(deps, delivery),
    },
    {
      "convert-upload": deps.config.CONVERSION_CONCURRENCY ?? os.availableParallelism(),
      "deliver-contact-mail": 2,
      "seed-catalog": 1,
      "recover-work": 1,
    },
  );
  await deps.queue.enqueue("recover-work", {});
  await deps.queue.repeat("recover-work", RECOVER_EVERY_MS);
  if (options.seedCatalog) await deps.queue.enqueue("seed-catalog", {});
  return { stop: () => mailbox.close() };
}
