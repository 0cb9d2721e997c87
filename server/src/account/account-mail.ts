import { EMAIL_CHANGE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from "@bindery/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Mailer } from "../mail/mailer.js";
import { outboxDir, senderAddress } from "../mail/operator-mailbox.js";
import { createOutboxMailer } from "../mail/outbox-mailer.js";
import { createSmtpMailer } from "../mail/smtp-mailer.js";

/** A message to one user about their account, with the link they must open. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

export interface AccountMailbox {
  send(mail: AccountMail): Promise<void>;
  close(): void;
}

/**
 * Mail to users goes out by SMTP when SMTP_URL is set; otherwise it is written to
 * DATA_DIR/outbox/ like the operator's, where a developer (or a test) reads the link.
 */
export function createAccountMailbox(config: Config, log: FastifyBaseLogger): AccountMailbox {
  const from = senderAddress(config);
  const mailer: Mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL)
    : createOutboxMailer(outboxDir(config), log);
  return {
    send: (mail) => mailer.send({ from, ...mail }),
    close: () => mailer.close(),
  };
}

export function passwordResetMail(to: string, link: string): AccountMail {
  return {
    to,
    subject: "Choose a new Bindery password",
    text: [
      "Someone (we hope you) asked to reset the password of the Bindery account for this address.",
      "",
      `Open this link to choose a new password. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
      link,
      "",
      "If you did not ask, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function emailChangeMail(to: string, link: string): AccountMail {
  return {
    to,
    subject: "Confirm your new Bindery e-mail address",
    text: [
      "Open this link to make this address the e-mail of your Bindery account.",
      `It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours:`,
      link,
      "",
      "If you did not ask for this, ignore this e-mail: nothing changes.",
    ].join("\n"),
  };
}
