// The upload rules alone: this file loads as a converter process starts, and the package's
// root (zod and every schema) is loaded later, while the page workers start.
import { uploadMessages } from "@bindery/contract/upload-rules";
export type ConversionErrorCode =
  | "not_pdf"
  | "unsupported"
  | "empty"
  | "too_large"
  | "too_many_pages"
  | "encrypted"
  | "wrong_password"
  | "broken"
  | "xfa_form"
  | "timeout"
  | "out_of_memory"
  | "ocr_limit"
  | "unpack_limit"
  | "cpu_limit"
  | "crashed"
  | "storage"
  | "aborted";

function secondsOf(seconds: number): string {
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

/** Messages a user can read; the server shows userMessage as the failed task's reason. */
export const conversionMessages = {
  notPdf: "This file is not a PDF.",
  tooLarge: (maxBytes: number) => uploadMessages.tooLarge(Math.round(maxBytes / 1024 / 1024)),
  tooManyPages: (maxPages: number) => `This PDF has more than ${maxPages} pages, the limit.`,
  encrypted: uploadMessages.passwordProtected,
  wrongPassword: uploadMessages.wrongPassword,
  broken: "This file is damaged and could not be read as a PDF.",
  noPages: "This PDF has no pages.",
  xfaForm: "This PDF is an XFA form, which Bindery cannot read yet.",
  /** Not a failure: the book was made, from what MuPDF could repair. */
  damaged: "This PDF was damaged: some pages may be missing",
  timeout: "Converting this PDF took too long, so it was stopped.",
  outOfMemory: "Converting this PDF needed more memory than allowed, so it was stopped.",
  crashed: "The converter stopped unexpectedly while reading this PDF.",
  // A conversion's work limits. With `premium`, the wording offers the larger limit of a
  // premium account to a free one.
  ocrLimit: (pages: number, premium?: number) =>
    premium === undefined
      ? `This PDF has more scanned pages than can be recognised in one upload (limit: ${pages}). Please split it into smaller PDFs and upload them one by one.`
      : `This PDF has more scanned pages than a free account can recognise (limit: ${pages}). Please split it into smaller PDFs, or go Premium to recognise up to ${premium} pages in one upload.`,
  unpackLimit: (mb: number) =>
    `This PDF's contents unpack to more than ${mb} MB on one page, the limit, so it was stopped. The file may be damaged or built to overload converters; please save it again from the program that made it and upload that copy.`,
  cpuLimit: (seconds: number, premium?: number) =>
    premium === undefined
      ? `This PDF takes more than ${secondsOf(seconds)} of work to convert, the limit, so it was stopped. Please split it into smaller PDFs and upload them one by one.`
      : `This PDF takes more than ${secondsOf(seconds)} of work to convert, the limit for a free account, so it was stopped. Please split it into smaller PDFs, or go Premium for up to ${secondsOf(premium)}.`,
  storage: "The book's images could not be saved. Please try again later.",
  aborted: "The conversion was cancelled.",
  // Imports of EPUB and plain-text books (the catalog).
  unsupported: "This file is not a PDF, an EPUB or a plain-text book.",
  fileTooLarge: (maxBytes: number) =>
    `This file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`,
  brokenEpub: "This EPUB is damaged and could not be read.",
  empty: "This book has no text to import.",
  importTimeout: "Importing this book took too long, so it was stopped.",
  importOutOfMemory: "Importing this book needed more memory than allowed, so it was stopped.",
  importCrashed: "The importer stopped unexpectedly while reading this book.",
} as const;

/** A conversion that cannot produce a book: code for programs, userMessage for people. */
export class ConversionError extends Error {
  readonly code: ConversionErrorCode;
  readonly userMessage: string;

  constructor(code: ConversionErrorCode, userMessage: string, options?: { cause?: unknown }) {
    super(userMessage, options);
    this.name = "ConversionError";
    this.code = code;
    this.userMessage = userMessage;
  }
}

/** The plain shape a ConversionError travels in between threads and processes. */
export interface SerializedConversionError {
  code: ConversionErrorCode;
  userMessage: string;
  detail: string;
}

/** An unexpected error travels as "crashed", with `crashedMessage` for the user. */
export function serializeError(
  error: unknown,
  crashedMessage: string = conversionMessages.crashed,
): SerializedConversionError {
  if (error instanceof ConversionError) {
    return { code: error.code, userMessage: error.userMessage, detail: describeCause(error) };
  }
  return { code: "crashed", userMessage: crashedMessage, detail: describeCause(error) };
}

export function deserializeError(data: SerializedConversionError): ConversionError {
  return new ConversionError(data.code, data.userMessage, { cause: data.detail });
}

function describeCause(error: unknown): string {
  if (error instanceof ConversionError && error.cause !== undefined) return String(error.cause);
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
