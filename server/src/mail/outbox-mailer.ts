import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { toMailOptions } from "./mail-options.js";
import type { Mailer } from "./mailer.js";

/** `20260101T093000Z`: sorts by time and is a valid file name everywhere. */
const fileStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * Writes each message as an .eml file (opens in any mail program) into `dir`, and logs one
 * line saying where. The file is written under a temporary name and renamed, so a reader
 * never sees half a message.
 */
export function createOutboxMailer(dir: string, log: FastifyBaseLogger): Mailer {
  // nodemailer's stream transport only composes the RFC 5322 text; nothing is sent.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    destination: dir,
    async send(mail) {
      const { message } = await composer.sendMail(toMailOptions(mail));
      if (!Buffer.isBuffer(message)) throw new Error("The mail composer returned no buffer.");
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStamp(Date.now())}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(`${file}.part`, message);
      await fs.rename(`${file}.part`, file);
      log.info({ file }, `Mail "${mail.subject}" written to ${file}`);
    },
    close: () => composer.close(),
  };
}
