import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { MailAddress, Mailer } from "./mailer.js";
import { createOutboxMailer } from "./outbox-mailer.js";
import { createSmtpMailer } from "./smtp-mailer.js";

/** A message for whoever runs the site; the mailbox fills in From and To. */
export interface OperatorMail {
  replyTo?: string;
  subject: string;
  text: string;
}

export interface OperatorMailbox {
  send(mail: OperatorMail): Promise<void>;
  /** One sentence for the start-up log: where the operator reads these messages. */
  readonly description: string;
  /**
   * For the start-up log's warnings, when the messages reach nobody by e-mail: no
   * OPERATOR_EMAIL (they have no recipient at all), or no SMTP_URL to send them through.
   */
  readonly warning: string | null;
  close(): void;
}

export const outboxDir = (config: Config) => path.join(config.dataDir, "outbox");

/** `Bindery <no-reply@host of PUBLIC_URL>` unless MAIL_FROM says otherwise. */
export function senderAddress(config: Config): MailAddress {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "localhost";
  return { name: "Bindery", address: `no-reply@${host}` };
}

/**
 * Where mail for the operator goes. It is e-mailed only when both SMTP_URL and
 * OPERATOR_EMAIL are set; otherwise it is kept in DATA_DIR/outbox/. Nothing names an
 * operator by default, so without OPERATOR_EMAIL the outbox copies have no To.
 */
export function createOperatorMailbox(config: Config, log: FastifyBaseLogger): OperatorMailbox {
  const from = senderAddress(config);
  const to: MailAddress | undefined = config.OPERATOR_EMAIL
    ? { name: config.OPERATOR_NAME ?? "", address: config.OPERATOR_EMAIL }
    : undefined;
  const smtpUrl = to ? config.SMTP_URL : undefined;
  const mailer: Mailer = smtpUrl
    ? createSmtpMailer(smtpUrl)
    : createOutboxMailer(outboxDir(config), log);
  const description = smtpUrl
    ? `Mail for the operator is sent to ${config.OPERATOR_EMAIL} through ${mailer.destination}.`
    : `Mail for the operator is written to ${mailer.destination} (set SMTP_URL and OPERATOR_EMAIL to receive it by e-mail).`;
  const warning = !to
    ? `Contact messages have nowhere to go: OPERATOR_EMAIL is not set, so they are kept in ${mailer.destination} with no recipient and the contact page promises no reply. Set OPERATOR_EMAIL and SMTP_URL to receive them.`
    : smtpUrl
      ? null
      : `Contact messages for ${config.OPERATOR_EMAIL} are only kept in ${mailer.destination}: set SMTP_URL to receive them by e-mail.`;
  return {
    description,
    warning,
    send: (mail) => mailer.send({ from, ...(to ? { to } : {}), ...mail }),
    close: () => mailer.close(),
  };
}
