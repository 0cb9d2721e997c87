import nodemailer from "nodemailer";
import { toMailOptions } from "./mail-options.js";
import type { Mailer } from "./mailer.js";

// Bounded waits: a hung server fails the attempt (to be retried) instead of holding it forever.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `smtp://host:port` without user or password, for logs. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** Sends through the SMTP server of an `smtp://` or `smtps://` URL (credentials may be in it). */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    destination: describeSmtpUrl(url),
    async send(mail) {
      await transport.sendMail(toMailOptions(mail));
    },
    close: () => transport.close(),
  };
}
