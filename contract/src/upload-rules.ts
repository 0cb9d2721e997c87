/**
 * Messages and limits of the upload flow (see uploads.ts), kept free of zod for the web
 * and for the converter (which imports this file alone, as @bindery/contract/upload-rules).
 */
export const uploadMessages = {
  title: "Please enter title!",
  fileMissing: "Please choose a PDF file.",
  notPdf: "Only PDF files can be uploaded.",
  freeLimit: (limit: number) =>
    `You've reached your free upload limit (${limit} books). Upgrade to enjoy unlimited uploads.`,
  received: "Upload received. Your book is being converted.",
  uploadFailed: "Error occurred during upload.",
  tooLarge: (limitMb: number) => `This PDF is larger than the ${limitMb} MB limit.`,
  /** A failed task's reasons that the PDF's password, given with a new upload, cures. */
  passwordProtected: "This PDF is password-protected.",
  wrongPassword: "The password for this PDF is not correct.",
  passwordTooLong: (limit: number) => `The password must not be more than ${limit} characters.`,
} as const;

export const FREE_UPLOAD_LIMIT = 4;
export const TASK_POLL_INTERVAL_MS = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
/** A protected PDF's password, sent with its upload; real ones are far shorter. */
export const MAX_PDF_PASSWORD_LENGTH = 512;
