/**
 * Messages and limits of the upload flow (see uploads.ts), kept free of zod for the web
 * and for the converter (which imports this file alone, as @bindery/contract/upload-rules).
 */
/** "1 book", "4 books": a count of books inside a sentence. */
export const bookCount = (count: number) => (count === 1 ? "1 book" : `${count} books`);

export const uploadMessages = {
  title: "Please enter title!",
  fileMissing: "Please choose a PDF file.",
  notPdf: "Only PDF files can be uploaded.",
  freeLimit: (limit: number) =>
    `You've reached your free upload limit (${bookCount(limit)}). Upgrade to enjoy unlimited uploads.`,
  received: "Upload received. Your book is being converted.",
  uploadFailed: "Error occurred during upload.",
  /** A multipart body that cannot be read to its end (book and theme uploads alike). */
  malformedForm: "The upload was cut off or malformed; please choose the file and try again.",
  tooLarge: (limitMb: number) => `This PDF is larger than the ${limitMb} MB limit.`,
  /** A failed task's reasons that the PDF's password, given with a new upload, cures. */
  passwordProtected: "This PDF is password-protected.",
  wrongPassword: "The password for this PDF is not correct.",
  passwordTooLong: (limit: number) => `The password must not be more than ${limit} characters.`,
  titleTooLong: (limit: number) => `The title must not be more than ${limit} characters.`,
  descriptionTooLong: (limit: number) =>
    `The description must not be more than ${limit} characters.`,
} as const;

export const FREE_UPLOAD_LIMIT = 4;
export const TASK_POLL_INTERVAL_MS = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
/** A protected PDF's password, sent with its upload; real ones are far shorter. */
export const MAX_PDF_PASSWORD_LENGTH = 512;

/** The book's title, judged trimmed: required, at most MAX_TITLE_LENGTH characters. */
export function uploadTitleProblem(raw: string): string | null {
  const title = raw.trim();
  if (!title) return uploadMessages.title;
  return title.length > MAX_TITLE_LENGTH ? uploadMessages.titleTooLong(MAX_TITLE_LENGTH) : null;
}

/** The book's description, judged trimmed: optional, at most MAX_DESCRIPTION_LENGTH characters. */
export function uploadDescriptionProblem(raw: string): string | null {
  return raw.trim().length > MAX_DESCRIPTION_LENGTH
    ? uploadMessages.descriptionTooLong(MAX_DESCRIPTION_LENGTH)
    : null;
}

/** A protected PDF's password, judged as typed (it may begin or end with a space). */
export function pdfPasswordProblem(password: string): string | null {
  return password.length > MAX_PDF_PASSWORD_LENGTH
    ? uploadMessages.passwordTooLong(MAX_PDF_PASSWORD_LENGTH)
    : null;
}

/**
 * A PDF's signature, "%PDF-", may start anywhere in its first 1024 bytes: readers (Acrobat
 * first) allow leading junk there, so the web, the server and the converter do too.
 */
export const PDF_SIGNATURE_WINDOW = 1024;
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether a file's first bytes carry the PDF signature within PDF_SIGNATURE_WINDOW. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, PDF_SIGNATURE_WINDOW) - PDF_SIGNATURE.length;
  for (let start = 0; start <= last; start++) {
    if (PDF_SIGNATURE.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}
