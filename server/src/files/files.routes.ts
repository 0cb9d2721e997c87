import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../feature-deps.js";
import { HttpError, notFound } from "../lib/http-errors.js";
import { type ByteRange, parseByteRange } from "./byte-range.js";
import { isNotModified, rangeApplies, validatorsOf } from "./conditional-get.js";
import { contentTypeOf, OPAQUE_CONTENT_TYPE } from "./content-types.js";
import {
  type BookLookup,
  cacheControlFor,
  type FileAudience,
  publicAudienceOf,
} from "./file-access.js";
import { FILES_ROUTE_PREFIX, fileUrlsFor, type SignatureCheck } from "./file-urls.js";
import { isSafeStorageKey } from "./storage-keys.js";
import { openStoredFile, type StoredFile } from "./stored-file.js";

const refusals: Record<Exclude<SignatureCheck["result"], "valid">, string> = {
  missing: "This file is private: open it from Bindery to get a valid link.",
  invalid: "This file link is not valid.",
  expired: "This file link has expired. Reload the page to get a new one.",
};

const paramsSchema = z.object({ "*": z.string() });
const querySchema = z.object({ exp: z.string().optional(), sig: z.string().optional() });
/** The file's bytes, typed by its name (content-types.ts); always sent as a stream. */
const fileBytes = (description: string) => ({
  description,
  content: { "application/octet-stream": { schema: z.string() } },
});

/**
 * `GET /files/<key>`: stored files, at the site root so pages can use them as plain
 * image and audio sources. Public files for anyone; private ones only with a valid
 * signed URL (file-urls.ts), otherwise 403 `{detail}`.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: Deps,
  books: BookLookup,
): Promise<void> {
  const urls = fileUrlsFor(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const audienceOf = async (key: string, exp?: string, sig?: string): Promise<FileAudience> => {
    const check = urls.verify(key, exp, sig);
    if (check.result === "valid") return { kind: "private", expiresAt: check.expiresAt };
    if (check.result === "missing") {
      const audience = await publicAudienceOf(key, books);
      if (audience) return audience;
    }
    throw new HttpError(403, refusals[check.result]);
  };

  api.get(
    `${FILES_ROUTE_PREFIX}*`,
    {
      schema: {
        tags: ["files"],
        operationId: "getFile",
        summary: "A stored file (private ones need the signed URL the API gave out)",
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: fileBytes("The whole file"),
          206: fileBytes("The one byte range the Range header asked for"),
        },
        refusals: [403, 404, 416],
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      if (!isSafeStorageKey(key)) throw notFound("File not found.");
      const audience = await audienceOf(key, request.query.exp, request.query.sig);
      const file = await openStoredFile(deps.storage, key);
      if (!file) throw notFound("File not found.");
      const cacheControl = cacheControlFor(audience, Math.floor(deps.clock() / 1000));
      return sendStoredFile(request, reply, key, file, cacheControl);
    },
  );
}

/**
 * Sends a stored file with caching validators, a conditional 304, and one byte range
 * (206); `cacheControl` says who may keep it and for how long.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  file: StoredFile,
  cacheControl: string,
) {
  const validators = validatorsOf(file.size, file.mtimeMs);
  const notModified = isNotModified(request.headers, validators);
  const range =
    !notModified && rangeApplies(request.headers, validators)
      ? parseByteRange(request.headers.range, file.size)
      : null;
  // Refused before any header is set, so the error leaves as JSON.
  if (range === "unsatisfiable") {
    throw new HttpError(416, "The requested range is outside the file.", {
      "content-range": `bytes */${file.size}`,
    });
  }
  const contentType = contentTypeOf(key);
  reply.headers({
    "content-type": contentType,
    "cache-control": cacheControl,
    etag: validators.etag,
    "last-modified": validators.lastModified,
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
  });
  if (contentType === OPAQUE_CONTENT_TYPE) reply.header("content-disposition", "attachment");
  if (notModified) return reply.status(304).send();

  // HEAD gets an empty stream: Fastify then keeps the Content-Length set here (with no
  // body at all it would announce 0), and the file is not read for nothing.
  const body = async (part?: ByteRange) =>
    request.method === "HEAD" ? Readable.from([]) : file.read(part);
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1);
    return reply.send(await body(range));
  }
  reply.header("content-length", file.size);
  return reply.send(await body());
}
