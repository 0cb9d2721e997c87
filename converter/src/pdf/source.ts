import { open } from "node:fs/promises";
import { hasPdfSignature } from "@bindery/contract/upload-rules";
import { ConversionError, conversionMessages } from "../errors.js";

export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 2000;

/**
 * Reads the input into memory shared between threads (page workers open the same bytes
 * without copies), refusing files over the size limit before reading them and files
 * that do not carry the PDF signature.
 */
export async function readPdfSource(
  input: string | Uint8Array,
  maxBytes: number,
): Promise<Uint8Array> {
  const bytes = typeof input === "string" ? await readShared(input, maxBytes) : toShared(input);
  if (bytes.byteLength > maxBytes) {
    throw new ConversionError("too_large", conversionMessages.tooLarge(maxBytes));
  }
  if (!hasPdfSignature(bytes)) throw new ConversionError("not_pdf", conversionMessages.notPdf);
  return bytes;
}

async function readShared(path: string, maxBytes: number): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    if (size > maxBytes)
      throw new ConversionError("too_large", conversionMessages.tooLarge(maxBytes));
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    let read = 0;
    while (read < size) {
      const { bytesRead } = await file.read(bytes, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return read === size ? bytes : bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}

function toShared(input: Uint8Array): Uint8Array {
  if (input.buffer instanceof SharedArrayBuffer) return input;
  const bytes = new Uint8Array(new SharedArrayBuffer(input.byteLength));
  bytes.set(input);
  return bytes;
}
