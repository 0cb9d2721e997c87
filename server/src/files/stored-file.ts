import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import type { FileStorage } from "../storage/file-storage.js";
import type { ByteRange } from "./byte-range.js";

export interface StoredFile {
  size: number;
  mtimeMs: number;
  read(range?: ByteRange): Readable;
}

/**
 * A stored file with what HTTP caching and ranges need. It reads through the storage's
 * local path, which is the file itself for the local folder. A bucket backend would copy
 * each file to a temporary one here: at that scale the bucket's CDN serves files instead.
 */
export async function openStoredFile(
  storage: FileStorage,
  key: string,
): Promise<StoredFile | null> {
  const file = await storage.localPath(key);
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    return {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      read: (range) =>
        createReadStream(file, range ? { start: range.start, end: range.end } : undefined),
    };
  } catch {
    return null;
  }
}
