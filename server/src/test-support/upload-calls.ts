import fs from "node:fs";
import path from "node:path";
import type { TaskProgressResponse, UploadTask } from "@bindery/contract";
import { expect } from "vitest";
import { type ConversionJobDeps, createConversionJob } from "../uploads/conversion-job.js";
import type { TestUser } from "./library-fixtures.js";
import { multipartForm } from "./sample-pdf.js";
import type { TestContext } from "./test-app.js";

/** The upload API as the upload view calls it, for the uploads tests. */

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export const pdfFile = (bytes: Buffer, name = "book.pdf"): UploadedFile => ({
  name,
  type: "application/pdf",
  bytes,
});

/** POST parse_pdf/ as multipart, as `user` (or a guest). */
export function upload(
  ctx: TestContext,
  user: TestUser | null,
  fields: Record<string, string>,
  file?: UploadedFile,
) {
  const form = multipartForm(fields, file);
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/pdf_parser/parse_pdf/",
    payload: form.payload,
    headers: { ...form.headers, ...(user?.headers ?? {}) },
  });
}

/** POST task_progress/ with any body, answered as it comes. */
export const requestTasks = (ctx: TestContext, user: TestUser, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/pdf_parser/task_progress/",
    payload,
    headers: user.headers,
  });

export async function tasksOf(ctx: TestContext, user: TestUser): Promise<TaskProgressResponse> {
  const response = await requestTasks(ctx, user, { task: "book_upload" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Polls the task list, as the upload view does, until `done` holds for the task. */
export async function waitForTask(
  ctx: TestContext,
  user: TestUser,
  taskId: string,
  done: (task: UploadTask) => boolean,
): Promise<UploadTask> {
  for (let tries = 0; tries < 600; tries++) {
    const task = (await tasksOf(ctx, user)).tasks.find(
      (candidate) => candidate.user_task_progress_unique_id === taskId,
    );
    if (task && done(task)) return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not reach the awaited state`);
}

/** Waits until the task is completed or failed. */
export const settledTask = (ctx: TestContext, user: TestUser, taskId: string) =>
  waitForTask(ctx, user, taskId, (task) => task.status === 100 || task.status < 0);

/** Every file under a folder of the data folder, relative to that folder. */
function filesUnder(ctx: TestContext, folder: string): string[] {
  const root = path.join(ctx.dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(root, entry)).isFile(),
  );
}

/** Every file under the data folder's storage, relative to it. */
export const storedFiles = (ctx: TestContext) => filesUnder(ctx, "files");

/** Uploads still spooled in the data folder's temporary folder (none once a request is answered). */
export const spooledFiles = (ctx: TestContext) => filesUnder(ctx, "tmp");

/**
 * A conversion worker of the test app's own, run by the test rather than by the queue;
 * `extra` puts a test's converter, clock or log in place.
 */
export const conversionJobOf = (
  ctx: TestContext,
  owner: string,
  extra: Partial<ConversionJobDeps> = {},
) =>
  createConversionJob({
    repos: ctx.deps.repos,
    transaction: ctx.deps.transaction,
    storage: ctx.deps.storage,
    pdfPasswords: ctx.deps.pdfPasswords,
    clock: ctx.deps.clock,
    config: ctx.deps.config,
    owner,
    activeConversions: () => 1,
    log: { error: () => {} },
    ...extra,
  });
