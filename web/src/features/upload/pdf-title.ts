/**
 * Reads a PDF's own title in the browser, cheaply: only the file's first and last
 * 256 KB, where writers put the document information dictionary (named by the trailer's
 * /Info) or the XMP metadata's dc:title. A title inside a compressed object stream, or in
 * an encrypted file, is not found: the form then proposes the file's name instead.
 */
const WINDOW_BYTES = 256 * 1024;

export async function readPdfTitle(file: File): Promise<string | null> {
  const head = await latin1(file.slice(0, WINDOW_BYTES));
  const tail = file.size > WINDOW_BYTES ? await latin1(file.slice(file.size - WINDOW_BYTES)) : head;
  const text = tail === head ? head : `${head}\n${tail}`;
  if (/\/Encrypt\s/.test(tail)) return null;
  return infoTitle(text) ?? xmpTitle(text);
}

/** One character per byte, each byte kept as it is (TextDecoder's "latin1" is windows-1252). */
async function latin1(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return text;
}

/** The /Title of the object the trailer names as /Info ("/Info 12 0 R" → "12 0 obj"). */
function infoTitle(text: string): string | null {
  const infoRefs = [...text.matchAll(/\/Info\s+(\d+)\s+(\d+)\s+R/g)];
  const ref = infoRefs.at(-1);
  if (!ref) return null;
  const start = text.lastIndexOf(`\n${ref[1]} ${ref[2]} obj`);
  const at = start >= 0 ? start : text.lastIndexOf(`\r${ref[1]} ${ref[2]} obj`);
  if (at < 0) return null;
  const end = text.indexOf("endobj", at);
  const object = text.slice(at, end < 0 ? undefined : end);
  const title = /\/Title\s*([(<])/.exec(object);
  if (!title) return null;
  const from = title.index + title[0].length;
  return title[1] === "(" ? decodeBytes(literalBytes(object, from)) : hexTitle(object, from);
}

function hexTitle(object: string, from: number): string | null {
  const close = object.indexOf(">", from);
  if (close < 0) return null;
  const hex = object.slice(from, close).replace(/\s+/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2)
    bytes.push(Number.parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
  return decodeBytes(bytes);
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

/** The bytes of a literal string "( … )" from just after its opening bracket. */
function literalBytes(text: string, from: number): number[] {
  const bytes: number[] = [];
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "\\") {
      const next = text[i + 1] ?? "";
      const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4))?.[0];
      if (octal) {
        bytes.push(Number.parseInt(octal, 8) & 0xff);
        i += octal.length;
      } else {
        if (next in ESCAPES) bytes.push(ESCAPES[next] as number);
        else if (next !== "\n" && next !== "\r") bytes.push(next.charCodeAt(0));
        i += 1;
      }
      continue;
    }
    if (char === "(") depth++;
    if (char === ")" && --depth === 0) break;
    bytes.push(char.charCodeAt(0));
  }
  return bytes;
}

/**
 * A PDF text string: UTF-16BE after its byte-order mark, UTF-8 after its own, else
 * PDFDocEncoding, close enough to windows-1252 for a title.
 */
function decodeBytes(bytes: number[]): string | null {
  const array = Uint8Array.from(bytes);
  let text: string;
  if (array[0] === 0xfe && array[1] === 0xff)
    text = new TextDecoder("utf-16be").decode(array.subarray(2));
  else if (array[0] === 0xef && array[1] === 0xbb && array[2] === 0xbf) {
    text = new TextDecoder("utf-8").decode(array.subarray(3));
  } else text = new TextDecoder("windows-1252").decode(array);
  return text.trim() || null;
}

/** XMP's title: <dc:title><rdf:Alt><rdf:li xml:lang="x-default">…</rdf:li>, stored as UTF-8. */
function xmpTitle(text: string): string | null {
  const found = /<dc:title>[\s\S]*?<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/.exec(text)?.[1];
  if (!found) return null;
  const utf8 = new TextDecoder("utf-8").decode(
    Uint8Array.from(found, (char) => char.charCodeAt(0)),
  );
  const decoded = new DOMParser().parseFromString(utf8, "text/html").documentElement.textContent;
  return decoded?.trim() || null;
}
