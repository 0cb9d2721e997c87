import type { Kysely } from "kysely";
import type { ContactMessagesTable, Database } from "../db/schema.js";

export type ContactMessageRow = ContactMessagesTable;

/** What an attempt to e-mail a message changed. */
export type MailOutcome =
  | { status: "sent"; attempts: number }
  | { status: "pending"; attempts: number; error: string; nextAttemptAt: number }
  | { status: "failed"; attempts: number; error: string };

export function createContactMessagesRepo(db: Kysely<Database>) {
  return {
    async insert(row: ContactMessageRow): Promise<void> {
      await db.insertInto("contact_messages").values(row).execute();
    },

    findById: (id: string) =>
      db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst(),

    /** Pending messages whose next attempt is due, oldest first. */
    async dueIds(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("contact_messages")
        .select("id")
        .where("mail_status", "=", "pending")
        .where("mail_next_attempt_at", "<=", now)
        .orderBy("mail_next_attempt_at")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes a due message for sending by moving its next attempt to `leaseUntil`: one
     * conditional UPDATE, so of several processes only one wins. A sender that dies
     * mid-send leaves the lease to run out and the message is tried again.
     */
    claim: (id: string, now: number, leaseUntil: number) =>
      db
        .updateTable("contact_messages")
        .set({ mail_next_attempt_at: leaseUntil })
        .where("id", "=", id)
        .where("mail_status", "=", "pending")
        .where("mail_next_attempt_at", "<=", now)
        .returningAll()
        .executeTakeFirst(),

    async recordOutcome(id: string, outcome: MailOutcome): Promise<void> {
      await db
        .updateTable("contact_messages")
        .set({
          mail_status: outcome.status,
          mail_attempts: outcome.attempts,
          mail_error: outcome.status === "sent" ? null : outcome.error,
          mail_next_attempt_at: outcome.status === "pending" ? outcome.nextAttemptAt : null,
        })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type ContactMessagesRepo = ReturnType<typeof createContactMessagesRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    contactMessages: ContactMessagesRepo;
  }
}
