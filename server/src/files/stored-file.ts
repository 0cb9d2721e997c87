import type { Readable } from "node:stream";
import type { FileStorage } from "../storage/file-storage.js";
import type { ByteRange } from "./byte-range.js";

export interface StoredFile {
  size: number;
  mtimeMs: number;
  read(range?: ByteRange): Promise<Readable>;
}

/**
 * A stored file with what HTTP caching and ranges need, read through the storage alone
 * (a bucket serves the byte range asked for, not the whole file).
 */
export async function openStoredFile(
  storage: FileStorage,
  key: string,
): Promise<StoredFile | null> {
  const info = await storage.stat(key);
  if (!info) return null;
  return {
    ...info,
    async read(range) {
      const opened = await storage.open(key, range);
      if (!opened) throw new Error(`Stored file vanished while being served: ${key}`);
      return opened.stream;
    },
  };
}
