import { uploadMessages } from "@bindery/contract";
import { detailMessage, firstFieldMessage } from "../../lib/server-messages";

/** The server's message, otherwise 'Error occurred during upload.'. */
export function uploadErrorMessage(error: unknown): string {
  return detailMessage(error) ?? firstFieldMessage(error) ?? uploadMessages.uploadFailed;
}
