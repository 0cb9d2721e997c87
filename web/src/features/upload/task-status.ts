import { READER_CHUNK_PAGES, type UploadTask } from "@bindery/contract";

export type TaskState =
  | { kind: "queued" }
  | { kind: "converting"; percent: number; readable: boolean }
  | { kind: "completed" }
  | { kind: "failed"; reason: string };

const FAILED_WITHOUT_REASON = "The conversion failed. Please upload the PDF again.";

/**
 * What a task's status number means (spec section 3): 0 queued, 1-99 percent, 100
 * completed, negative failed. A converting book can be opened once its first chunk of
 * pages exists.
 */
export function taskState(task: UploadTask): TaskState {
  if (task.status < 0) return { kind: "failed", reason: task.reason ?? FAILED_WITHOUT_REASON };
  if (task.status === 0) return { kind: "queued" };
  if (task.status >= 100) return { kind: "completed" };
  return {
    kind: "converting",
    percent: task.status,
    readable: task.book_id !== null && task.pages_ready >= READER_CHUNK_PAGES,
  };
}
