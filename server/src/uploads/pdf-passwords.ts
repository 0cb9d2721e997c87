import { createSealer } from "../lib/sealed-text.js";

/**
 * The passwords given with uploads of protected PDFs, sealed (lib/sealed-text.ts) so that
 * any worker can convert the task, after a restart too. The sealed value is stored on the
 * task row (never in a job payload, a file or a log) and erased when the task ends; the
 * task id is its context, so a sealed password opens only for its own task.
 */
export const createPdfPasswords = (secret: string) => createSealer(secret, "pdf-passwords");

export type PdfPasswords = ReturnType<typeof createPdfPasswords>;

declare module "../feature-deps.js" {
  interface Deps {
    /** Seals the passwords given with protected PDFs on their tasks, for any worker to open. */
    pdfPasswords: PdfPasswords;
  }
}
