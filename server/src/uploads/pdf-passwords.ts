/**
 * The passwords given with uploads of protected PDFs, from the upload until the
 * conversion ends. They live in this process's memory only, never in the database, the
 * queue, a file or a log: a conversion that restarts after a stop finds none, fails with
 * the converter's 'This PDF is password-protected.', and the user uploads again.
 */
export function createPdfPasswords() {
  const byTask = new Map<string, string>();
  return {
    remember(taskId: string, password: string): void {
      byTask.set(taskId, password);
    },
    get(taskId: string): string | undefined {
      return byTask.get(taskId);
    },
    forget(taskId: string): void {
      byTask.delete(taskId);
    },
  };
}

export type PdfPasswords = ReturnType<typeof createPdfPasswords>;
