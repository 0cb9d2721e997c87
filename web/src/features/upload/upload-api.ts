import {
  type ParsePdfResponse,
  TASK_POLL_INTERVAL_MS,
  type TaskProgressResponse,
} from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, apiUpload } from "../../lib/api-client";

export interface BookUpload {
  file: File;
  title: string;
  description: string;
  /** Only for a password-protected PDF; empty otherwise. */
  password: string;
}

/** Sends the PDF; `onProgress` hears of every chunk of bytes that leaves the browser. */
export function uploadBook(
  upload: BookUpload,
  onProgress: (sent: number, total: number) => void,
): Promise<ParsePdfResponse> {
  const body = new FormData();
  // Text fields first: the server reads the form in order and checks them before the file.
  body.set("title", upload.title);
  body.set("description", upload.description);
  if (upload.password) body.set("password", upload.password);
  body.set("file", upload.file, upload.file.name);
  return apiUpload("/pdf_parser/parse_pdf/", { body, onProgress });
}

/** The user's upload tasks and free-limit usage, polled every 5 seconds. */
export const uploadTasksQuery = queryOptions({
  queryKey: ["upload-tasks"],
  queryFn: ({ signal }) =>
    apiRequest<TaskProgressResponse>("/pdf_parser/task_progress/", {
      method: "POST",
      body: { task: "book_upload" },
      auth: true,
      signal,
    }),
  refetchInterval: TASK_POLL_INTERVAL_MS,
});
