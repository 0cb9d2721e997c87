/**
 * Reads a plain-text book's bytes: UTF-8 when they are valid UTF-8, otherwise Windows-1252
 * (a superset of the ISO-8859-1 that older Project Gutenberg files use). Line endings become
 * "\n" and a byte order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** Plain text has no NUL bytes and few control characters in its first few kilobytes. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  if (head.length === 0) return false;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control < head.length / 100;
}
