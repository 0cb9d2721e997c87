import { READER_CHUNK_PAGES, type UploadTask, uploadMessages } from "@bindery/contract";

/** The PDF's pages read so far, of all its pages. */
export interface PagesConverted {
  done: number;
  total: number;
}

export type TaskState =
  | { kind: "queued" }
  | { kind: "converting"; percent: number; pages: PagesConverted | null; readable: boolean }
  | { kind: "completed"; notice: string | null }
  | { kind: "failed"; reason: string; password: boolean };

const FAILED_WITHOUT_REASON = "The conversion failed. Please upload the PDF again.";

/** Reasons that the PDF's password, given with a new upload, would cure. */
const PASSWORD_REASONS: ReadonlySet<string> = new Set([
  uploadMessages.passwordProtected,
  uploadMessages.wrongPassword,
]);

/**
 * What a task's status number means: 0 queued, 1-99 percent, 100
 * completed, negative failed. A converting book can be opened once its first chunk of
 * pages exists.
 */
export function taskState(task: UploadTask): TaskState {
  if (task.status < 0) {
    const reason = task.reason ?? FAILED_WITHOUT_REASON;
    return { kind: "failed", reason, password: PASSWORD_REASONS.has(reason) };
  }
  if (task.status === 0) return { kind: "queued" };
  if (task.status >= 100) return { kind: "completed", notice: task.reason };
  return {
    kind: "converting",
    percent: task.status,
    // Pages once the converter has read some: until then the percentage says "started".
    pages:
      task.pages_total > 0 && task.pages_converted > 0
        ? { done: Math.min(task.pages_converted, task.pages_total), total: task.pages_total }
        : null,
    readable: task.book_id !== null && task.pages_ready >= READER_CHUNK_PAGES,
  };
}
