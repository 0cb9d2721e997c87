import { unzipSync } from "fflate";

/**
 * The files of an EPUB (a ZIP archive), read on demand: only the entries asked for are
 * inflated, so a 25 MB book of illustrations costs memory only for what is used.
 */
export class EpubArchive {
  private readonly names: Set<string>;

  private constructor(
    private readonly bytes: Uint8Array,
    names: string[],
  ) {
    this.names = new Set(names);
  }

  /** Throws when the bytes are not a readable ZIP archive. */
  static open(bytes: Uint8Array): EpubArchive {
    const names: string[] = [];
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
    return new EpubArchive(bytes, names);
  }

  has(path: string): boolean {
    return this.names.has(path);
  }

  /** An entry's bytes, or null when the archive has no such entry. */
  read(path: string): Uint8Array | null {
    if (!this.names.has(path)) return null;
    const files = unzipSync(this.bytes, { filter: (file) => file.name === path });
    return files[path] ?? null;
  }

  readText(path: string): string | null {
    const bytes = this.read(path);
    return bytes ? new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "") : null;
  }
}

/** True when the bytes start like a ZIP archive (every EPUB does). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Resolves an href found in `fromFile` to a path inside the archive. */
export function resolveHref(fromFile: string, href: string): string {
  const clean = decodeURIComponent(href.split("#")[0] ?? "");
  if (clean.startsWith("/")) return clean.slice(1);
  const parts = fromFile.split("/").slice(0, -1);
  for (const part of clean.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}
