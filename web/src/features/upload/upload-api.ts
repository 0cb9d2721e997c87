import { endpoints, TASK_POLL_INTERVAL_MS } from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi, uploadToApi } from "../../lib/call-api";

export interface BookUpload {
  file: File;
  title: string;
  description: string;
  /** Only for a password-protected PDF; empty otherwise. */
  password: string;
}

/** Sends the PDF; `onProgress` hears of every chunk of bytes that leaves the browser. */
export function uploadBook(upload: BookUpload, onProgress: (sent: number, total: number) => void) {
  const body = new FormData();
  // Text fields first: the server reads the form in order and checks them before the file.
  body.set("title", upload.title);
  body.set("description", upload.description);
  if (upload.password) body.set("password", upload.password);
  body.set("file", upload.file, upload.file.name);
  return uploadToApi(endpoints.uploadPdf, { body, onProgress });
}

/** The user's upload tasks and free-limit usage, polled every 5 seconds. */
export const uploadTasksQuery = queryOptions({
  queryKey: ["upload-tasks"],
  queryFn: ({ signal }) =>
    callApi(endpoints.listUploadTasks, { body: { task: "book_upload" }, signal }),
  refetchInterval: TASK_POLL_INTERVAL_MS,
});
