import { type UploadTask, uploadMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { formatFileSize } from "../../lib/file-size";
import { pdfFileProblem } from "./pdf-file";
import { taskState } from "./task-status";
import { uploadErrorMessage } from "./upload-errors";

const task = (changes: Partial<UploadTask>): UploadTask => ({
  user_task_progress_unique_id: "t1",
  name: "Field Notes",
  status: 0,
  reason: null,
  book_id: null,
  pages_ready: 0,
  pages_converted: 0,
  pages_total: 0,
  created_at: 0,
  ...changes,
});

describe("taskState", () => {
  it("reads the spec's status numbers", () => {
    expect(taskState(task({ status: 0 }))).toEqual({ kind: "queued" });
    expect(taskState(task({ status: 42, book_id: "b1", pages_ready: 3 }))).toEqual({
      kind: "converting",
      percent: 42,
      pages: null,
      readable: false,
    });
    expect(taskState(task({ status: 100, book_id: "b1" }))).toEqual({
      kind: "completed",
      notice: null,
    });
    const damaged = "This PDF was damaged: some pages may be missing";
    expect(taskState(task({ status: 100, book_id: "b1", reason: damaged }))).toEqual({
      kind: "completed",
      notice: damaged,
    });
    expect(taskState(task({ status: -1, reason: "This PDF is password-protected." }))).toEqual({
      kind: "failed",
      reason: "This PDF is password-protected.",
      password: true,
    });
    expect(taskState(task({ status: -1, reason: "This PDF has no pages." }))).toEqual({
      kind: "failed",
      reason: "This PDF has no pages.",
      password: false,
    });
  });

  it("counts a converting book's PDF pages once the converter has read some", () => {
    expect(
      taskState(task({ status: 34, book_id: "b1", pages_converted: 120, pages_total: 352 })),
    ).toMatchObject({ kind: "converting", percent: 34, pages: { done: 120, total: 352 } });
    expect(taskState(task({ status: 1, book_id: "b1", pages_total: 352 }))).toMatchObject({
      pages: null,
    });
  });

  it("lets a converting book open once its first 20 pages exist", () => {
    expect(taskState(task({ status: 30, book_id: "b1", pages_ready: 20 }))).toMatchObject({
      readable: true,
    });
    expect(taskState(task({ status: 30, book_id: null, pages_ready: 20 }))).toMatchObject({
      readable: false,
    });
  });

  it("gives a failed task without a reason a message anyway", () => {
    const state = taskState(task({ status: -1, reason: null }));
    expect(state).toMatchObject({ kind: "failed", reason: expect.stringMatching(/\S/) });
  });
});

describe("pdfFileProblem", () => {
  const file = (content: BlobPart, name = "book.pdf") => new File([content], name);

  it("accepts a file whose first bytes carry the PDF signature, whatever its name", async () => {
    expect(await pdfFileProblem(file("%PDF-1.7\n…", "scan.bin"))).toBeNull();
    expect(await pdfFileProblem(file(`${" ".repeat(500)}%PDF-1.4`))).toBeNull();
  });

  it("refuses a renamed text file, a signature past the first 1024 bytes and an empty file", async () => {
    expect(await pdfFileProblem(file("Just words."))).toBe(uploadMessages.notPdf);
    expect(await pdfFileProblem(file(`${" ".repeat(1100)}%PDF-1.4`))).toBe(uploadMessages.notPdf);
    expect(await pdfFileProblem(file(""))).toBe(uploadMessages.fileMissing);
  });
});

describe("uploadErrorMessage", () => {
  it("shows the server's message, else the spec's fallback", () => {
    expect(uploadErrorMessage(new ApiError(403, { detail: "Limit reached." }))).toBe(
      "Limit reached.",
    );
    expect(
      uploadErrorMessage(new ApiError(400, { file: ["Only PDF files can be uploaded."] })),
    ).toBe("Only PDF files can be uploaded.");
    expect(uploadErrorMessage(new ApiError(0, null))).toBe("Error occurred during upload.");
    expect(uploadErrorMessage(new Error("boom"))).toBe("Error occurred during upload.");
  });
});

describe("formatFileSize", () => {
  it("writes KB under a megabyte and MB above", () => {
    expect(formatFileSize(200)).toBe("1 KB");
    expect(formatFileSize(180_000)).toBe("176 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
