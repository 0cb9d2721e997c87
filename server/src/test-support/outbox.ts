import fs from "node:fs";
import path from "node:path";
import { vi } from "vitest";

/** A mail's text as written to DATA_DIR/outbox/, quoted-printable decoded. */
function decodeEml(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every mail in the outbox sent to `to`, decoded. */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => decodeEml(fs.readFileSync(path.join(dir, file), "utf8")))
    .filter((mail) => new RegExp(`^To: (.*<)?${to.replace(/[.+]/g, "\\$&")}>?$`, "mi").test(mail));
}

/** The token of the newest link sent to `to` (mail leaves after the answer: waits for it). */
export function waitForLinkToken(dataDir: string, to: string, count = 1): Promise<string> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(dataDir, to);
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? "")?.[1];
      if (mails.length < count || !token) throw new Error(`no link mailed to ${to} yet`);
      return token;
    },
    { timeout: 5000, interval: 20 },
  );
}
