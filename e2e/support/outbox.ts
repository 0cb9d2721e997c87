import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Undoes quoted-printable: long lines (the links) are folded with `=` at the end. */
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The link of the newest mail in the server's outbox (DATA_DIR/outbox/) sent to `to`,
 * once it is written (account mail leaves after the answer, so it is polled for).
 */
export async function linkMailedTo(
  dataDir: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    );
    for (const file of files.sort().reverse()) {
      const mail = decode(await readFile(path.join(dir, file), "utf8"));
      const addressed = mail.split("\n").some((line) => line === `To: ${to}`);
      const link = /^https?:\/\/\S+token=\S+$/m.exec(mail)?.[0];
      if (addressed && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No link was mailed to ${to} within ${timeoutMs} ms.`);
}
