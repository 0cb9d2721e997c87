import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PDF_SIGNATURE_WINDOW, uploadMessages } from "@bindery/contract";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import { refuseNulText } from "../lib/storable-text.js";

export interface ReceivedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
  /** The first bytes, for checking what the file really is. */
  head: Buffer;
  /** True when the file went past the size limit and was cut off. */
  truncated: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes the spooled files; call it whatever happens next. */
  cleanup(): Promise<void>;
}

/** How much of each file is kept in memory: enough to find the PDF signature. */
const HEAD_BYTES = PDF_SIGNATURE_WINDOW;

/**
 * What the multipart parser says of a body that is not a whole form: a Content-Type
 * without a boundary (or an empty or overlong one), a boundary the body never contains,
 * a body that stops before its closing boundary (in a field or in a file), a request
 * closed mid-body. The parser gives these as plain errors, so they are known by their text.
 */
const MALFORMED_FORM =
  /Boundary not found|Boundary required|needle|unexpected end of multipart data/i;

/** The sender's mistake answers 400 with a message that says what to do; anything else stays a server error. */
function asClientError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const malformed =
    code === "FST_MP_PREMATURE_CLOSE" || (code === undefined && MALFORMED_FORM.test(error.message));
  return malformed ? new HttpError(400, uploadMessages.malformedForm) : error;
}

/**
 * Spools a multipart form to a temporary folder: text fields in memory, files on disk,
 * keeping each file's first bytes so its type is judged by content, not by name.
 * The multipart plugin must be registered with `throwFileSizeLimit: false`: an oversized
 * file is then marked truncated and refused with the limit named.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  spoolDir: string,
  limits: { fileBytes: number; files: number },
): Promise<ReceivedForm> {
  await fs.mkdir(spoolDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const cleanup = async () => {
    await Promise.all(files.map((file) => fs.rm(file.path, { force: true })));
  };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileBytes, files: limits.files, fields: 20, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      const target = path.join(spoolDir, `${newId()}.upload`);
      const received: ReceivedFile = {
        field: part.fieldname,
        filename: part.filename,
        path: target,
        size: 0,
        head: Buffer.alloc(0),
        truncated: false,
      };
      files.push(received);
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (received.head.length < HEAD_BYTES) {
            received.head = Buffer.concat([received.head, chunk]).subarray(0, HEAD_BYTES);
          }
          received.size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, measure, createWriteStream(target));
      received.truncated = part.file.truncated;
    }
    // The rule every JSON body follows (storable-text.ts), for the fields a form sends.
    refuseNulText(fields);
    return { fields, files, cleanup };
  } catch (error) {
    await cleanup();
    throw asClientError(error);
  }
}
