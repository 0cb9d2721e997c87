import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { ConversionError, conversionMessages } from "../errors.js";

/** Reads a book file (or takes its bytes), refusing one over the size limit before reading it. */
export async function readBookBytes(
  input: string | Uint8Array,
  maxBytes: number,
): Promise<Uint8Array> {
  if (typeof input !== "string") {
    if (input.byteLength > maxBytes) throw tooLarge(maxBytes);
    return input;
  }
  const { size } = await stat(input);
  if (size > maxBytes) throw tooLarge(maxBytes);
  return new Uint8Array(await readFile(input));
}

/** The name of the file the input came from, for titles of files that name none. */
export function fileNameOf(input: string | Uint8Array, given?: string): string | undefined {
  return given ?? (typeof input === "string" ? basename(input) : undefined);
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function tooLarge(maxBytes: number): ConversionError {
  return new ConversionError("too_large", conversionMessages.fileTooLarge(maxBytes));
}
