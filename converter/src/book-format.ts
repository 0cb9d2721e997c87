import { hasPdfSignature } from "@bindery/contract/upload-rules";
import { looksLikeZip } from "./epub/archive.js";
import { ConversionError, conversionMessages } from "./errors.js";
import { looksLikeText } from "./plaintext/decode.js";

/** The kinds of file a book is imported from. */
export type BookFormat = "pdf" | "epub" | "text";

/** What the file is, from its first bytes (never its name): PDF, EPUB (a ZIP) or plain text. */
export function detectFormat(bytes: Uint8Array): BookFormat {
  if (hasPdfSignature(bytes)) return "pdf";
  if (looksLikeZip(bytes)) return "epub";
  if (looksLikeText(bytes)) return "text";
  throw new ConversionError("unsupported", conversionMessages.unsupported);
}
