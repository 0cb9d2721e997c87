import { uploadMessages } from "@bindery/contract";

/** Readers accept a PDF whose "%PDF-" signature sits anywhere in its first 1024 bytes. */
const SIGNATURE = "%PDF-";
const SIGNATURE_WINDOW = 1024;

export const PDF_ACCEPT = "application/pdf,.pdf";

/**
 * Null when the file is a PDF, else the message saying why not. Judged by its first
 * bytes, as the server judges it: a renamed text file is caught before it is sent.
 */
export async function pdfFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return uploadMessages.fileMissing;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_WINDOW).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes(SIGNATURE) ? null : uploadMessages.notPdf;
}
