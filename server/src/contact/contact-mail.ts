import type { OperatorMail } from "../mail/operator-mailbox.js";
import type { ContactMessageRow } from "./contact-messages.repo.js";

/**
 * The e-mail the operator gets for a contact message. The sender's address goes in
 * Reply-To (validated on intake), never in From: the site sends, the operator replies.
 */
export function contactMail(row: ContactMessageRow): OperatorMail {
  const who = row.user_id ? `signed-in user ${row.user_id}` : "guest";
  return {
    replyTo: row.email,
    subject: `[Bindery contact] ${row.subject} from ${row.email}`,
    text: [
      `Subject: ${row.subject}`,
      `From: ${row.email} (${who})`,
      `Received: ${new Date(row.created_at).toISOString()}`,
      `Message id: ${row.id}`,
      "",
      row.message,
      "",
      "Reply to this e-mail to answer the sender.",
    ].join("\n"),
  };
}
