import * as mupdf from "mupdf";

/**
 * Small real PDFs for the upload tests, written with MuPDF: `pages` pages of Helvetica
 * text whose words are known ("alpha3" is the fourth word of every page's list), so a
 * test can check that the book kept them; `drawingPages` (from 0) hold a drawing instead.
 */
export interface SamplePdf {
  bytes: Buffer;
  /** Every word written, in order. */
  words: string[];
}

const VOCABULARY = ["river", "lantern", "orchard", "meadow", "harbour", "compass", "willow"];
const LINES_PER_PAGE = 30;
const WORDS_PER_LINE = 9;

export function samplePdf(
  pages: number,
  options: {
    encryptWith?: string;
    drawingPages?: number[];
    /** Bookmarks, each opening a page (from 1), in order, all at the top level. */
    outline?: Array<{ title: string; page: number }>;
    /** A heading set large above the first page's words, as a document's title is. */
    heading?: string;
  } = {},
): SamplePdf {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const words: string[] = [];
  for (let page = 0; page < pages; page++) {
    if (options.drawingPages?.includes(page)) {
      // No text at all, like a scan: the book shows the page's snapshot as a picture.
      doc.insertPage(
        -1,
        doc.addPage([0, 0, 595, 842], 0, {}, "0.2 0.4 0.6 rg 60 200 400 400 re f"),
      );
      continue;
    }
    const ops: string[] = [];
    if (page === 0 && options.heading)
      ops.push(`BT /F 24 Tf 1 0 0 1 40 815 Tm (${options.heading}) Tj ET`);
    for (let line = 0; line < LINES_PER_PAGE; line++) {
      const lineWords = Array.from({ length: WORDS_PER_LINE }, (_, index) => {
        const n = (page * LINES_PER_PAGE + line) * WORDS_PER_LINE + index;
        return `${VOCABULARY[n % VOCABULARY.length]}${n}`;
      });
      words.push(...lineWords);
      // Each page ends its sentence: the next page's words, in lower case, would otherwise
      // go on with it as one paragraph, and the book's pages would all start on page 1.
      const end = line === LINES_PER_PAGE - 1 ? "." : "";
      ops.push(`BT /F 10 Tf 1 0 0 1 40 ${780 - line * 14} Tm (${lineWords.join(" ")}${end}) Tj ET`);
    }
    const pageObject = doc.addPage([0, 0, 595, 842], 0, { Font: { F: font } }, ops.join("\n"));
    doc.insertPage(-1, pageObject);
  }
  const outline = doc.outlineIterator();
  for (const { title, page } of options.outline ?? []) {
    outline.insert({ title, uri: `#page=${page}`, open: true });
  }
  const writeOptions = options.encryptWith
    ? `encrypt=aes-256,user-password=${options.encryptWith},owner-password=${options.encryptWith}`
    : "";
  return { bytes: Buffer.from(doc.saveToBuffer(writeOptions).asUint8Array()), words };
}

export interface MultipartFile {
  /** The form field; "file" unless given. */
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it, for app.inject. */
export function multipartForm(
  fields: Record<string, string>,
  files?: MultipartFile | MultipartFile[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bindery${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  for (const file of [files ?? []].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

type MultipartBody = ReturnType<typeof multipartForm>;

/**
 * A good form broken the ways a client (or a dropped connection) breaks one: a
 * Content-Type without its boundary, a boundary the body never contains, and the body
 * cut off in the middle of its last file.
 */
export function brokenMultipartForms(form: MultipartBody): Record<string, MultipartBody> {
  const cutAt = form.payload.length - 200;
  return {
    "without a boundary": {
      payload: form.payload,
      headers: { "content-type": "multipart/form-data" },
    },
    "whose boundary never appears": {
      payload: form.payload,
      headers: { "content-type": "multipart/form-data; boundary=not-in-this-body" },
    },
    "cut off mid-file": { payload: form.payload.subarray(0, cutAt), headers: form.headers },
  };
}
