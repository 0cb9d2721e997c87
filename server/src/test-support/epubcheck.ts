import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Debian's EPUBCheck: a jar run by Java (scripts/ensure-test-env.mjs and .ci/run install it). */
const EPUBCHECK_JAR = process.env.EPUBCHECK_JAR ?? "/usr/bin/epubcheck";
const JAVA = process.env.JAVA ?? "/usr/bin/java";

export const epubcheckAvailable = () => existsSync(EPUBCHECK_JAR) && existsSync(JAVA);

export interface EpubcheckMessage {
  severity: string;
  id: string;
  message: string;
  where: string;
}

/** EPUBCheck's messages about `epub` (its JSON report), errors and warnings alike. */
export async function epubcheck(epub: Uint8Array): Promise<EpubcheckMessage[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bindery-epubcheck-"));
  try {
    const file = path.join(dir, "book.epub");
    const report = path.join(dir, "report.json");
    await fs.writeFile(file, epub);
    await new Promise<void>((resolve, reject) => {
      // It exits 1 when it finds errors; the report says which, so only a missing report fails.
      execFile(JAVA, ["-jar", EPUBCHECK_JAR, file, "--json", report], { timeout: 600_000 }, () =>
        existsSync(report) ? resolve() : reject(new Error("EPUBCheck wrote no report.")),
      );
    });
    const parsed = JSON.parse(await fs.readFile(report, "utf8")) as {
      messages: {
        severity: string;
        ID: string;
        message: string;
        locations?: { path?: string; line?: number }[];
      }[];
    };
    return parsed.messages.map((item) => ({
      severity: item.severity,
      id: item.ID,
      message: item.message,
      where: (item.locations ?? []).map((at) => `${at.path}:${at.line}`).join(", "),
    }));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The errors (and fatal errors) among EPUBCheck's messages, one readable line each. */
export const epubErrors = (messages: readonly EpubcheckMessage[]) =>
  messages
    .filter((item) => item.severity === "ERROR" || item.severity === "FATAL")
    .map((item) => `${item.id} ${item.message} (${item.where})`);
