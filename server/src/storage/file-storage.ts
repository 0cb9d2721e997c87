import type { Readable } from "node:stream";

/** What a stored file is, for HTTP validators and ranges. */
export interface StoredFileInfo {
  size: number;
  mtimeMs: number;
}

/** A local copy of a stored file for tools that need a path (MuPDF); release it after. */
export interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

/**
 * Where book files, snapshots, covers, theme media and uploads live: the local folder
 * (local-file-storage.ts) or an S3-compatible bucket (s3-file-storage.ts). Keys are
 * slash-separated relative paths ("books/<id>/pages/p0001-1.webp"); no caller sees where a
 * file is, and no feature reaches around this interface for stored files.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Copies a local file in (media bundled with Bindery, which must stay where it is). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Moves a local file in (a spooled upload, a finished conversion's output): it is gone after. */
  moveFile(key: string, localPath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (those of `range`, both ends included, when given), or null when missing. */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one file; missing files are fine. */
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix ("books/<id>/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under a prefix ("" for all), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** A local file to read from, for tools that need a path; the local folder lends its own. */
  localCopy(key: string): Promise<LocalCopy>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from our own code, but a key must never climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
