import { z } from "zod";

/** The answer to an accepted upload (202): the book converts in the background. */
export const parsePdfResponseSchema = z.object({ message: z.string(), task_id: z.string() });
export type ParsePdfResponse = z.infer<typeof parsePdfResponseSchema>;

export const taskProgressRequestSchema = z.object({
  task: z.literal("book_upload", { error: "task must be 'book_upload'." }),
});

/**
 * status: 0 queued, 1-99 percent, 100 completed, negative failed (reason says why). A
 * completed task's reason, when not null, is a notice about the book ("This PDF was
 * damaged: some pages may be missing").
 */
export const uploadTaskSchema = z.object({
  user_task_progress_unique_id: z.string(),
  name: z.string(),
  status: z.number().int(),
  reason: z.string().nullable(),
  book_id: z.string().nullable(),
  /**
   * Book pages made so far (0 while queued or failed). The book opens once it has
   * READER_CHUNK_PAGES of them, before the conversion ends.
   */
  pages_ready: z.number().int(),
  /**
   * The PDF's pages read so far and in all, for "Converting · 120 of 352 pages";
   * pages_total is 0 until the conversion has opened the PDF, and again if it failed.
   */
  pages_converted: z.number().int(),
  pages_total: z.number().int(),
  created_at: z.number(),
});
export type UploadTask = z.infer<typeof uploadTaskSchema>;

/**
 * Beyond the spec's tasks and tasks_count, the answer carries what the free limit counts,
 * so the upload view's 'n / 4 uploads used' agrees with the server that enforces it:
 * `uploads_used` is the books the user keeps plus uploads still waiting for conversion,
 * and `upload_limit` is the free limit, or null for premium users (no limit).
 */
export const taskProgressResponseSchema = z.object({
  tasks: z.array(uploadTaskSchema),
  tasks_count: z.number().int(),
  uploads_used: z.number().int(),
  upload_limit: z.number().int().nullable(),
});
export type TaskProgressResponse = z.infer<typeof taskProgressResponseSchema>;
