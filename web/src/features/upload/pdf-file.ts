import { hasPdfSignature, PDF_SIGNATURE_WINDOW, uploadMessages } from "@bindery/contract";

export const PDF_ACCEPT = "application/pdf,.pdf";

/**
 * Null when the file is a PDF, else the message saying why not. Judged by its first
 * bytes, as the server judges it: a renamed text file is caught before it is sent.
 */
export async function pdfFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return uploadMessages.fileMissing;
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE_WINDOW).arrayBuffer());
  return hasPdfSignature(head) ? null : uploadMessages.notPdf;
}
