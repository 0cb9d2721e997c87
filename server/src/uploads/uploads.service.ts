import {
  hasPdfSignature,
  pdfPasswordProblem,
  type TaskProgressResponse,
  titleFromFileName,
  uploadDescriptionProblem,
  uploadMessages,
  uploadTitleProblem,
} from "@bindery/contract";
import type { UsersRepo } from "../auth/users.repo.js";
import type { Clock } from "../lib/clock.js";
import { FieldError, forbidden, HttpError } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { JobQueue } from "../lib/job-queue.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { PdfPasswords } from "./pdf-passwords.js";
import type { ReceivedForm } from "./receive-multipart.js";
import { TASK_COMPLETED, TASK_QUEUED, type UploadTasksRepo } from "./upload-tasks.repo.js";

export interface UploadsServiceDeps {
  tasks: UploadTasksRepo;
  users: UsersRepo;
  storage: FileStorage;
  queue: JobQueue;
  pdfPasswords: PdfPasswords;
  clock: Clock;
  freeBookLimit: number;
  maxUploadMb: number;
}

/** Tasks shown to the uploader: the newest first, enough for any real shelf. */
const TASK_LIST_LIMIT = 100;

const accountGone = "Your account no longer exists.";

export const uploadFileKey = (taskId: string) => `uploads/${taskId}.pdf`;

export function createUploadsService(deps: UploadsServiceDeps) {
  const { tasks, users, storage, queue, clock } = deps;

  /**
   * What the free limit counts: the books the user keeps, queued uploads included (so
   * four quick uploads cannot become five books). Premium users have no limit.
   */
  const uploadUsage = async (userId: string): Promise<{ used: number; limit: number | null }> => {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, accountGone);
    const used = await tasks.countKeptBooks(userId);
    return { used, limit: user.is_premium === 1 ? null : deps.freeBookLimit };
  };

  const assertWithinFreeLimit = async (userId: string) => {
    const { used, limit } = await uploadUsage(userId);
    if (limit !== null && used >= limit) throw forbidden(uploadMessages.freeLimit(limit));
  };

  return {
    assertWithinFreeLimit,

    /** Checks the form, keeps the PDF (and its password, sealed on the task) and queues its conversion. */
    async accept(userId: string, form: ReceivedForm): Promise<{ taskId: string }> {
      const title = (form.fields.title ?? "").trim();
      const description = (form.fields.description ?? "").trim();
      // Not trimmed: a password may begin or end with a space.
      const password = form.fields.password ?? "";
      const file = form.files.find((candidate) => candidate.field === "file");
      const errors: Record<string, string[]> = {};
      const titleProblem = uploadTitleProblem(title);
      if (titleProblem) errors.title = [titleProblem];
      const descriptionProblem = uploadDescriptionProblem(description);
      if (descriptionProblem) errors.description = [descriptionProblem];
      const passwordProblem = pdfPasswordProblem(password);
      if (passwordProblem) errors.password = [passwordProblem];
      if (!file || file.size === 0) errors.file = [uploadMessages.fileMissing];
      else if (file.truncated) throw new HttpError(413, uploadMessages.tooLarge(deps.maxUploadMb));
      else if (!hasPdfSignature(file.head)) errors.file = [uploadMessages.notPdf];
      if (Object.keys(errors).length > 0 || !file) throw new FieldError(errors);

      await assertWithinFreeLimit(userId);
      const taskId = newId();
      const now = clock();
      await storage.moveFile(uploadFileKey(taskId), file.path);
      // The check above refuses early; this one is the rule, made atomic with the insert
      // so that parallel uploads cannot all pass a count taken before any of them.
      const inserted = await tasks.insertWithinLimit(
        {
          id: taskId,
          user_id: userId,
          book_id: null,
          name: title,
          description,
          status: TASK_QUEUED,
          reason: null,
          file_key: uploadFileKey(taskId),
          attempts: 0,
          password_sealed: password ? deps.pdfPasswords.seal(taskId, password) : null,
          // The form proposes the file's name when the PDF's metadata names no title.
          title_from_file_name: title === titleFromFileName(file.filename) ? 1 : 0,
          created_at: now,
          updated_at: now,
        },
        deps.freeBookLimit,
      );
      if (inserted !== "inserted") {
        await storage.delete(uploadFileKey(taskId));
        if (inserted === "gone") throw new HttpError(401, accountGone);
        throw forbidden(uploadMessages.freeLimit(deps.freeBookLimit));
      }
      await queue.enqueue("convert-upload", { taskId });
      return { taskId };
    },

    async progress(userId: string): Promise<TaskProgressResponse> {
      const [rows, count, usage] = await Promise.all([
        tasks.listForUser(userId, TASK_LIST_LIMIT),
        tasks.countForUser(userId),
        uploadUsage(userId),
      ]);
      return {
        tasks: rows.map((task) => ({
          user_task_progress_unique_id: task.id,
          name: task.name,
          status: task.status,
          // Failed: why; completed: what to know about the book; else nothing yet.
          reason: task.status < 0 || task.status >= TASK_COMPLETED ? task.reason : null,
          book_id: task.book_id,
          pages_ready: Number(task.pages_ready),
          pages_converted: task.pages_converted,
          pages_total: Number(task.pages_total),
          created_at: task.created_at,
        })),
        tasks_count: count,
        uploads_used: usage.used,
        upload_limit: usage.limit,
      };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
