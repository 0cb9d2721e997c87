import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../lib/clock.js";
import type { OperatorMailbox } from "../mail/operator-mailbox.js";
import { contactMail } from "./contact-mail.js";
import type { ContactMessagesRepo, MailOutcome } from "./contact-messages.repo.js";
import { retryDelayAfter } from "./mail-retry-schedule.js";

/** Longer than the SMTP timeouts together, so a slow send is not taken over while it runs. */
const LEASE_MS = 2 * 60_000;
const DUE_PER_SWEEP = 20;
const MAX_ERROR_LENGTH = 500;

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

export interface ContactDeliveryDeps {
  repo: ContactMessagesRepo;
  mailbox: OperatorMailbox;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * E-mails stored contact messages to the operator. A message is stored before any attempt,
 * and every attempt is recorded, so a failure only delays it. Delivery is at least once:
 * a process that dies between sending and recording sends it again after the lease.
 */
export function createContactDelivery({ repo, mailbox, clock, log }: ContactDeliveryDeps) {
  /** Sends one message if it is due and no other process holds it. */
  async function attempt(id: string): Promise<MailOutcome["status"] | "not due"> {
    const now = clock();
    const row = await repo.claim(id, now, now + LEASE_MS);
    if (!row) return "not due";
    const attempts = row.mail_attempts + 1;
    try {
      await mailbox.send(contactMail(row));
    } catch (sendError) {
      const error = describeError(sendError);
      const delay = retryDelayAfter(attempts);
      const outcome: MailOutcome =
        delay === null
          ? { status: "failed", attempts, error }
          : { status: "pending", attempts, error, nextAttemptAt: clock() + delay };
      await repo.recordOutcome(id, outcome);
      if (outcome.status === "failed") {
        log.error(
          { contactMessageId: id, attempts, error },
          "Giving up e-mailing a contact message; it stays in contact_messages",
        );
      } else {
        log.warn({ contactMessageId: id, attempts, error }, "Contact message not e-mailed yet");
      }
      return outcome.status;
    }
    await repo.recordOutcome(id, { status: "sent", attempts });
    return "sent";
  }

  return {
    attempt,

    /** Tries the due messages one at a time; answers how many were sent. */
    async deliverDue(): Promise<number> {
      let sent = 0;
      for (const id of await repo.dueIds(clock(), DUE_PER_SWEEP)) {
        if ((await attempt(id)) === "sent") sent += 1;
      }
      return sent;
    },
  };
}

export type ContactDelivery = ReturnType<typeof createContactDelivery>;
