import type { IncomingHttpHeaders } from "node:http";

/** What identifies one version of a stored file. */
export interface FileValidators {
  etag: string;
  /** HTTP dates have whole seconds; comparisons use this, not the exact mtime. */
  lastModifiedSeconds: number;
  lastModified: string;
}

/**
 * Files are written once and replaced by a rename (storage/local-file-storage.ts), so
 * size and modification time identify a version; a strong ETag lets If-Range work.
 */
export function validatorsOf(size: number, mtimeMs: number): FileValidators {
  const seconds = Math.floor(mtimeMs / 1000);
  return {
    etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    lastModifiedSeconds: seconds,
    lastModified: new Date(seconds * 1000).toUTCString(),
  };
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/** RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since. */
export function isNotModified(headers: IncomingHttpHeaders, file: FileValidators): boolean {
  const noneMatch = headers["if-none-match"];
  if (noneMatch !== undefined) {
    return (
      noneMatch.trim() === "*" || noneMatch.split(",").some((tag) => opaqueTag(tag) === file.etag)
    );
  }
  const modifiedSince = Date.parse(headers["if-modified-since"] ?? "");
  return !Number.isNaN(modifiedSince) && file.lastModifiedSeconds * 1000 <= modifiedSince;
}

/** A Range applies only while If-Range (when sent) still names this version. */
export function rangeApplies(headers: IncomingHttpHeaders, file: FileValidators): boolean {
  const header = headers["if-range"];
  const ifRange = typeof header === "string" ? header.trim() : "";
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === file.etag;
  return Date.parse(ifRange) === file.lastModifiedSeconds * 1000;
}
