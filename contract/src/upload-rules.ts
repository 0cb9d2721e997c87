/** Messages and limits of the upload flow (see uploads.ts), kept free of zod for the web. */
export const uploadMessages = {
  title: "Please enter title!",
  fileMissing: "Please choose a PDF file.",
  notPdf: "Only PDF files can be uploaded.",
  freeLimit: (limit: number) =>
    `You've reached your free upload limit (${limit} books). Upgrade to enjoy unlimited uploads.`,
  received: "Upload received. Your book is being converted.",
  uploadFailed: "Error occurred during upload.",
  tooLarge: (limitMb: number) => `This PDF is larger than the ${limitMb} MB limit.`,
} as const;

export const FREE_UPLOAD_LIMIT = 4;
export const TASK_POLL_INTERVAL_MS = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
