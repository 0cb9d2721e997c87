import type { ContactDelivery } from "../contact/contact-delivery.js";
import type { ContactMessagesRepo } from "../contact/contact-messages.repo.js";
import type { Clock } from "../lib/clock.js";
import type { JobHandler } from "../lib/job-queue.js";

/**
 * `deliver-contact-mail`: e-mails one stored contact message. A failed send is a
 * transient failure: the job runs again when the message's retry schedule says
 * (contact/mail-retry-schedule.ts), which its row records.
 */
export function deliverContactMailJob(
  delivery: ContactDelivery,
  repo: ContactMessagesRepo,
  clock: Clock,
): JobHandler<"deliver-contact-mail"> {
  return async ({ messageId }) => {
    if ((await delivery.attempt(messageId)) !== "pending") return undefined;
    const row = await repo.findById(messageId);
    const next = row?.mail_next_attempt_at;
    return next == null ? undefined : { retryInMs: Math.max(0, next - clock()) };
  };
}
