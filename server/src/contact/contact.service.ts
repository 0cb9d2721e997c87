import { type ContactSubmission, contactMessages } from "@bindery/contract";
import type { Clock } from "../lib/clock.js";
import { tooManyRequests } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { JobQueue } from "../lib/job-queue.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import type { ContactMessagesRepo } from "./contact-messages.repo.js";

/** Messages per client address and window: enough for a person, too few for a flood. */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export interface ContactServiceDeps {
  repo: ContactMessagesRepo;
  /** Mail goes out as a `deliver-contact-mail` job, never while the sender waits. */
  queue: Pick<JobQueue, "enqueue">;
  limiter: RateLimiter;
  clock: Clock;
}

export function createContactService({ repo, queue, limiter, clock }: ContactServiceDeps) {
  return {
    /** Stores the message, then queues its delivery; the answer never waits on mail. */
    async submit(
      input: ContactSubmission,
      sender: { userId: string | null; ip: string },
    ): Promise<void> {
      const { count, resetInMs } = await limiter.hit(
        `contact:${sender.ip}`,
        CONTACT_LIMIT.windowMs,
      );
      if (count > CONTACT_LIMIT.max) {
        throw tooManyRequests(contactMessages.tooMany, Math.ceil(resetInMs / 1000));
      }
      // A filled honeypot is a bot. It gets a person's answer, so it learns nothing.
      if (input.website?.trim()) return;
      const now = clock();
      const id = newId();
      await repo.insert({
        id,
        user_id: sender.userId,
        email: input.email,
        subject: input.subject,
        message: input.message,
        mail_status: "pending",
        mail_attempts: 0,
        mail_error: null,
        mail_next_attempt_at: now,
        created_at: now,
      });
      await queue.enqueue("deliver-contact-mail", { messageId: id });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
