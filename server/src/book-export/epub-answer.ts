import { EPUB_MEDIA_TYPE, epubFileName } from "@bindery/contract";
import type { FastifyReply } from "fastify";

/** RFC 6266's filename*: the UTF-8 name percent-encoded, with a plain ASCII fallback. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends an exported EPUB as a download named after the book's title. */
export function sendEpub(reply: FastifyReply, title: string, epub: Uint8Array) {
  reply
    .header("content-type", EPUB_MEDIA_TYPE)
    .header("content-disposition", attachment(epubFileName(title)));
  // The contract describes the file as a binary string; Fastify sends the bytes as they are.
  const bytes = Buffer.from(epub.buffer, epub.byteOffset, epub.byteLength);
  return reply.send(bytes as unknown as string);
}
