import type { SendMailOptions } from "nodemailer";
import type { MailAddress, MailMessage } from "./mailer.js";

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/**
 * One line, whatever came in. Callers validate their values already; this is the last
 * guard before a header, so a value can never start a header of its own.
 */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKS, " ").trim();
}

const address = (value: MailAddress): MailAddress =>
  typeof value === "string"
    ? singleLine(value)
    : { name: singleLine(value.name), address: singleLine(value.address) };

/** The nodemailer options for a message, every header value made single-line. */
export function toMailOptions(mail: MailMessage): SendMailOptions {
  return {
    from: address(mail.from),
    ...(mail.to === undefined ? {} : { to: address(mail.to) }),
    ...(mail.replyTo === undefined ? {} : { replyTo: singleLine(mail.replyTo) }),
    subject: singleLine(mail.subject),
    text: mail.text,
  };
}
