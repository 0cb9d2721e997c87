import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ConversionError, convertPdfIsolated } from "@bindery/converter";
import type { BooksRepo } from "../books/books.repo.js";
import { type ConversionSettings, convertedBookFiles } from "../books/converted-book-files.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { PdfPasswords } from "./pdf-passwords.js";
import { TASK_COMPLETED, TASK_FAILED, type UploadTasksRepo } from "./upload-tasks.repo.js";

export interface ConversionJobDeps {
  tasks: UploadTasksRepo;
  books: BooksRepo;
  storage: FileStorage;
  pdfPasswords: PdfPasswords;
  clock: Clock;
  config: ConversionSettings;
  /** Conversions running or waiting now, to share the cores between them. */
  activeConversions(): number;
  log: { error(details: object, message: string): void };
  /** The converter; tests may put a misbehaving one in its place. */
  convert?: typeof convertPdfIsolated;
}

/** A task restarted this many times (each start was cut off by a stop) fails for good. */
export const MAX_ATTEMPTS = 3;

export const jobMessages = {
  interrupted: "The conversion was interrupted too many times. Please upload the PDF again.",
  unexpected: "Something went wrong while converting this PDF. Please upload it again.",
} as const;

/**
 * Converts one upload task's PDF into a book. The task row is the truth: the job reads it,
 * writes its progress and outcome to it, and can start over from it at any time (a stop
 * mid-conversion leaves the task unfinished; the next start deletes the half-made book
 * and converts again). Pages are stored as they are laid out, so the book opens while
 * the rest converts. A failed book leaves no rows and no files behind.
 */
export function createConversionJob(deps: ConversionJobDeps) {
  const { tasks, books, storage, clock, config } = deps;
  const convert = deps.convert ?? convertPdfIsolated;
  const workRoot = path.join(config.dataDir, "tmp", "conversions");

  return async function runConversion(taskId: string, signal: AbortSignal): Promise<void> {
    const task = await tasks.find(taskId);
    if (!task || task.status < 0 || task.status >= TASK_COMPLETED) return;
    if (task.book_id) await books.deleteBookWithFiles(task.book_id);
    if (task.attempts >= MAX_ATTEMPTS) {
      await failTask(taskId, task.file_key, jobMessages.interrupted);
      return;
    }

    // The task names its book first and the book is written after, the order the free
    // limit's count relies on (upload-tasks.repo countKeptBooks).
    const bookId = newId();
    await tasks.update(taskId, {
      book_id: bookId,
      status: 1,
      attempts: task.attempts + 1,
      updated_at: clock(),
    });
    const book = await books.createBook({
      id: bookId,
      owner_id: task.user_id,
      title: task.name,
      description: task.description,
      is_public_domain: 0,
    });

    const workDir = path.join(workRoot, taskId);
    await fs.rm(workDir, { recursive: true, force: true });
    await fs.mkdir(workDir, { recursive: true });
    const output = convertedBookFiles({ books, storage }, book.id, workDir);
    // The owner may delete the book while it converts: that deletes the task too
    // (books.repo deleteUploadedBook). The job then stops at its next batch of pages and
    // removes whatever it wrote after the delete, rather than bring the book back.
    const deleted = async () => (await tasks.find(taskId))?.book_id !== book.id;
    const discardDeleted = async () => {
      deps.pdfPasswords.forget(taskId);
      await books.deleteBookWithFiles(book.id);
    };
    // Progress writes go one after another, and never hold up the conversion.
    let progressWrites = Promise.resolve();
    const writeProgress = (changes: Parameters<UploadTasksRepo["update"]>[1]) => {
      progressWrites = progressWrites.then(() => tasks.update(taskId, changes)).catch(() => {});
    };

    try {
      const result = await convert(await storage.localPath(task.file_key), {
        outDir: workDir,
        maxBytes: config.UPLOAD_MAX_MB * 1024 * 1024,
        maxPages: config.UPLOAD_MAX_PAGES,
        password: deps.pdfPasswords.get(taskId),
        timeoutMs: config.CONVERSION_TIMEOUT_SECONDS * 1000,
        memoryMb: config.CONVERSION_MEMORY_MB,
        concurrency: pageWorkers(deps.activeConversions()),
        signal,
        onOpen: ({ pageCount }) => {
          progressWrites = progressWrites
            .then(() => books.updateBook(book.id, { original_pages_count: pageCount }))
            .catch(() => {});
        },
        onProgress: (percent) => writeProgress({ status: percent, updated_at: clock() }),
        onPages: async (pages) => {
          if (await deleted()) throw new BookDeletedError();
          await output.appendPages(pages);
        },
      });
      await progressWrites;
      await output.finish(result);
      if (await deleted()) {
        await discardDeleted();
        return;
      }
      await tasks.update(taskId, { status: TASK_COMPLETED, reason: null, updated_at: clock() });
      deps.pdfPasswords.forget(taskId);
      await storage.delete(task.file_key);
    } catch (error) {
      await progressWrites;
      if (signal.aborted) return; // Stopping: the next start converts this task again.
      if (error instanceof BookDeletedError || (await deleted())) {
        await discardDeleted();
        return;
      }
      await books.deleteBookWithFiles(book.id);
      if (!(error instanceof ConversionError)) deps.log.error({ err: error, taskId }, "conversion");
      const reason = error instanceof ConversionError ? error.userMessage : jobMessages.unexpected;
      await failTask(taskId, task.file_key, reason);
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };

  /**
   * The upload goes before the task says it failed, so whoever sees the failure finds
   * nothing left behind. A stop between the two leaves the task unfinished without its
   * file, which its next start fails again.
   */
  async function failTask(taskId: string, fileKey: string, reason: string): Promise<void> {
    deps.pdfPasswords.forget(taskId);
    await storage.delete(fileKey);
    await tasks.update(taskId, { status: TASK_FAILED, reason, book_id: null, updated_at: clock() });
  }
}

/** Ends a conversion whose book its owner deleted (thrown from onPages). */
class BookDeletedError extends Error {}

/** One conversion alone uses every core; several share them. */
function pageWorkers(activeConversions: number): number {
  return Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, activeConversions)));
}
