import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ConversionError, convertPdfIsolated } from "@bindery/converter";
import { type ConversionSettings, convertedBookFiles } from "../books/converted-book-files.js";
import type { Repos, Transaction } from "../feature-deps.js";
import { bookFilesPrefix } from "../files/storage-keys.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { PdfPasswords } from "./pdf-passwords.js";
import { TASK_COMPLETED, TASK_FAILED, type UploadTaskRow } from "./upload-tasks.repo.js";
import { conversionFailureReason, workLimitsFor } from "./work-limits.js";

export interface ConversionJobDeps {
  repos: Pick<
    Repos,
    "uploadTasks" | "books" | "users" | "pages" | "bookContents" | "fileDeletions"
  >;
  transaction: Transaction;
  storage: FileStorage;
  pdfPasswords: PdfPasswords;
  clock: Clock;
  config: ConversionSettings;
  /** Who this worker is, in the task's lease: unique per process. */
  owner: string;
  /** Conversions running or waiting now, to share the cores between them. */
  activeConversions(): number;
  log: { error(details: object, message: string): void };
  /** The converter; tests may put a misbehaving one in its place. */
  convert?: typeof convertPdfIsolated;
  /** How long a lease lasts; renewed at a third of it while converting. */
  leaseMs?: number;
}

/** A task restarted this many times (each start was cut off by a stop) fails for good. */
export const MAX_ATTEMPTS = 3;

/** Long enough for a busy database to renew it in time, short enough to take over quickly. */
export const CONVERSION_LEASE_MS = 15_000;

export const jobMessages = {
  interrupted: "The conversion was interrupted too many times. Please upload the PDF again.",
  unexpected: "Something went wrong while converting this PDF. Please upload it again.",
} as const;

/**
 * What became of a run: `done` (completed or failed for good, on the task row), `busy`
 * (another worker holds the task: try later), `stopped` (this worker is stopping and let
 * the task go unfinished: another takes it), `gone` (nothing to do: ended or unknown).
 */
export type ConversionOutcome = "done" | "busy" | "stopped" | "gone";

class LostLease extends Error {}

/**
 * Converts one upload task's PDF into a book. The task row is the truth, and only the
 * worker holding its lease (upload-tasks.repo `claim`) converts it or writes to it, so a
 * task runs at most once at a time whatever the queue delivers twice. Each attempt makes
 * a new book: the claim's transaction deletes the half-made book of an interrupted attempt
 * and names the new one, so a task never has two books or half of one; the old files are
 * owed a deletion in that transaction (books.repo). Pages are stored as they are laid out,
 * so the book opens while the rest converts. A failed book leaves no rows and no files.
 */
export function createConversionJob(deps: ConversionJobDeps) {
  const { repos, transaction, storage, clock, config, owner } = deps;
  const { uploadTasks: tasks, books, users } = repos;
  const convert = deps.convert ?? convertPdfIsolated;
  const leaseMs = deps.leaseMs ?? CONVERSION_LEASE_MS;
  const workRoot = path.join(config.dataDir, "tmp", "conversions");

  return async function runConversion(
    taskId: string,
    signal: AbortSignal,
  ): Promise<ConversionOutcome> {
    const task = await tasks.claim(taskId, owner, clock(), clock() + leaseMs);
    if (!task) {
      const row = await tasks.find(taskId);
      return row && row.status >= 0 && row.status < TASK_COMPLETED ? "busy" : "gone";
    }
    if (task.attempts > MAX_ATTEMPTS) {
      if (task.book_id) await books.deleteBookWithFiles(task.book_id);
      await failTask(task, jobMessages.interrupted);
      return "done";
    }
    // The uploader's account decides the work limits (premium's are larger).
    const premium = (await users.findById(task.user_id))?.is_premium === 1;
    const bookId = await startAttempt(task);
    if (!bookId) return "gone";

    // The lease is renewed while converting; a renewal that finds it taken over stops the
    // conversion, whose book the new holder has deleted already.
    const lost = new AbortController();
    const renewal = setInterval(() => {
      tasks
        .renew(taskId, owner, clock() + leaseMs)
        .then((held) => held || lost.abort())
        .catch(() => {});
    }, leaseMs / 3);
    const stop = AbortSignal.any([signal, lost.signal]);
    const workDir = path.join(workRoot, `${taskId}-${bookId}`);
    await fs.mkdir(workDir, { recursive: true });
    const output = convertedBookFiles({ repos, storage }, bookId, workDir);
    // The owner may delete the book while it converts, which deletes its task too
    // (books.repo deleteUploadedBook): the job then stops rather than write for a book that
    // is gone, and removes what it wrote.
    const taskGone = async () => (await tasks.find(taskId))?.book_id !== bookId;
    // Progress writes go one after another, and never hold up the conversion.
    let progressWrites = Promise.resolve();
    const writeProgress = (status: number, pagesRead?: number) => {
      const pages = pagesRead === undefined ? {} : { pages_converted: pagesRead };
      progressWrites = progressWrites
        .then(async () => {
          await tasks.updateHeld(taskId, owner, { status, ...pages, updated_at: clock() });
        })
        .catch(() => {});
    };

    const source = await storage.localCopy(task.file_key);
    try {
      const result = await convert(source.path, {
        ...workLimitsFor(config, premium),
        outDir: workDir,
        maxBytes: config.UPLOAD_MAX_MB * 1024 * 1024,
        maxPages: config.UPLOAD_MAX_PAGES,
        password: deps.pdfPasswords.open(taskId, task.password_sealed),
        timeoutMs: config.CONVERSION_TIMEOUT_SECONDS * 1000,
        memoryMb: config.CONVERSION_MEMORY_MB,
        concurrency: pageWorkers(deps.activeConversions()),
        signal: stop,
        onOpen: ({ pageCount }) => {
          progressWrites = progressWrites
            .then(() => books.updateBook(bookId, { original_pages_count: pageCount }))
            .catch(() => {});
        },
        onProgress: writeProgress,
        onPages: async (pages) => {
          if (await taskGone()) throw new LostLease();
          await output.appendPages(pages);
        },
      });
      await progressWrites;
      if (lost.signal.aborted || (await taskGone())) throw new LostLease();
      // A title that is only the file's name gives way to the PDF's own (metadata or heading).
      const ownTitle = task.title_from_file_name === 1 ? result.title?.trim() : undefined;
      await output.finish(result, ownTitle ? { title: ownTitle } : {});
      // A completed task's reason is the converter's notice about the book (a damaged file).
      const ended = await tasks.end(taskId, owner, {
        status: TASK_COMPLETED,
        reason: result.notices?.join(" ") || null,
        updated_at: clock(),
      });
      if (!ended) throw new LostLease();
      await storage.delete(task.file_key);
      return "done";
    } catch (error) {
      await progressWrites;
      if (signal.aborted && !lost.signal.aborted) {
        // Stopping: the task goes back unfinished; whoever takes it next swaps this book.
        await tasks.release(taskId, owner);
        return "stopped";
      }
      await books.deleteBookWithFiles(bookId);
      if (lost.signal.aborted || error instanceof LostLease) return "gone";
      if (!(error instanceof ConversionError)) deps.log.error({ err: error, taskId }, "conversion");
      const reason =
        error instanceof ConversionError
          ? conversionFailureReason(error, config, premium)
          : jobMessages.unexpected;
      await failTask(task, reason);
      return "done";
    } finally {
      clearInterval(renewal);
      await source.release();
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };

  /**
   * Swaps the task's book in one transaction: the half-made book of an interrupted
   * attempt goes (its files owed a deletion), the new one is named by the task and
   * created. The task names its book in the same moment the book is written, as the free
   * limit's count expects (upload-tasks.repo countKeptBooks). Null when the lease was lost.
   */
  async function startAttempt(task: UploadTaskRow): Promise<string | null> {
    const bookId = newId();
    const started = await transaction(async (inside) => {
      if (task.book_id) await inside.books.deleteBookRows(task.book_id);
      const named = await inside.uploadTasks.updateHeld(task.id, owner, {
        book_id: bookId,
        status: 1,
        pages_converted: 0,
        updated_at: clock(),
      });
      if (!named) return false;
      await inside.books.createBook({
        id: bookId,
        owner_id: task.user_id,
        title: task.name,
        description: task.description,
        is_public_domain: 0,
      });
      return true;
    });
    if (task.book_id) await repos.fileDeletions.settle([bookFilesPrefix(task.book_id)]);
    return started ? bookId : null;
  }

  /**
   * The upload goes before the task says it failed, so whoever sees the failure finds
   * nothing left behind; and only while this worker still holds the task, so a worker
   * that lost it never deletes the PDF its new holder converts.
   */
  async function failTask(task: UploadTaskRow, reason: string): Promise<void> {
    const held = await tasks.renew(task.id, owner, clock() + leaseMs);
    if (!held) return;
    await storage.delete(task.file_key);
    await tasks.end(task.id, owner, {
      status: TASK_FAILED,
      reason,
      book_id: null,
      updated_at: clock(),
    });
  }
}

/** One conversion alone uses every core; several share them. */
function pageWorkers(activeConversions: number): number {
  return Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, activeConversions)));
}

export type ConversionJob = ReturnType<typeof createConversionJob>;
