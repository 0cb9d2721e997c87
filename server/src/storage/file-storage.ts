import type { Readable } from "node:stream";

/**
 * Where book files, snapshots, covers, theme media and uploads live. Keys are
 * slash-separated relative paths ("books/<id>/pages/p0001-1.webp"); no caller sees a
 * filesystem path, so a bucket can stand in for the local folder.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Copies a local file in (media bundled with Bindery, which must stay where it is). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Moves a local file in (a spooled upload, a finished conversion's output): it is gone after. */
  moveFile(key: string, localPath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** A stream and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one file; missing files are fine. */
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix ("books/<id>/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** A local file path to read from, for tools that need one (MuPDF); may copy to a temp file. */
  localPath(key: string): Promise<string>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from our own code, but a key must never climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "..")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
