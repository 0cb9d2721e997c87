import { type Kysely, type Migration, sql } from "kysely";

// Failed contact e-mails are retried with backoff: each pending message carries the time of
// its next attempt, which also serves as a lease while one process is sending it.
export const contactMailRetry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("contact_messages")
      .addColumn("mail_next_attempt_at", "bigint")
      .execute();
    await sql`UPDATE contact_messages SET mail_next_attempt_at = created_at WHERE mail_status = 'pending'`.execute(
      db,
    );
    await db.schema
      .createIndex("contact_messages_mail_due")
      .on("contact_messages")
      .columns(["mail_status", "mail_next_attempt_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("contact_messages_mail_due").execute();
    await db.schema.alterTable("contact_messages").dropColumn("mail_next_attempt_at").execute();
  },
};
