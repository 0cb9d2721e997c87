/** An address as nodemailer takes it: `"Name <a@b>"` or parts it quotes itself. */
export type MailAddress = string | { name: string; address: string };

/** One plain-text e-mail. */
export interface MailMessage {
  from: MailAddress;
  /** Left out for outbox copies that have no recipient configured. */
  to?: MailAddress;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends mail somewhere: an SMTP server, or files in the outbox folder. */
export interface Mailer {
  send(mail: MailMessage): Promise<void>;
  /** Where the mail goes, fit for a log line (never credentials). */
  readonly destination: string;
  close(): void;
}
