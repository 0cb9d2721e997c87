import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The passwords given with uploads of protected PDFs, sealed with AES-256-GCM so that any
 * worker can convert the task, after a restart too. The sealed value is stored on the task
 * row (never in a job payload, a file or a log) and erased when the task ends. The key is
 * derived from FILE_URL_SECRET with HKDF, so every process of one site shares it; the task
 * id is the additional data, so a sealed password opens only for its own task.
 */
export function createPdfPasswords(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "bindery", "pdf-passwords", 32));
  return {
    seal(taskId: string, password: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(taskId));
      const sealed = Buffer.concat([cipher.update(password, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64");
    },
    /** The password, or undefined when none was given or the value does not open (a changed secret). */
    open(taskId: string, sealed: string | null): string | undefined {
      if (!sealed) return undefined;
      try {
        const bytes = Buffer.from(sealed, "base64");
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(taskId));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

export type PdfPasswords = ReturnType<typeof createPdfPasswords>;

declare module "../feature-deps.js" {
  interface Deps {
    /** Seals the passwords given with protected PDFs on their tasks, for any worker to open. */
    pdfPasswords: PdfPasswords;
  }
}
