import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * How long shared answers may be kept. A ready public book's pages do not change (only
 * an owner edits, and only private books), so they are kept five minutes; lists change
 * when a book is added, so they are revalidated on every use (a 304 when unchanged).
 */
export const PUBLIC_CACHE = {
  stable: "public, max-age=300",
  revalidate: "public, no-cache",
} as const;

/** Marks an answer as the same for every caller, to be kept as `policy` says. */
export function sharePublicly(reply: FastifyReply, policy: string): void {
  reply.header("cache-control", policy);
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/** A weak ETag naming one serialised body. */
export const weakEtagOf = (body: string): string =>
  `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Answers marked by `sharePublicly` get a weak ETag of their serialised body (unless the
 * route set the one it keeps with the body, see answer-cache.ts), and a request that
 * already holds that version gets 304 with no body. Only answers marked public: a
 * private one's signed file URLs differ on every call anyway.
 */
export function registerPublicJsonValidators(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const cacheControl = reply.getHeader("cache-control");
    if (typeof cacheControl !== "string" || !cacheControl.startsWith("public")) return payload;
    if (reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
      return payload;
    }
    const kept = reply.getHeader("etag");
    const etag = typeof kept === "string" ? kept : weakEtagOf(payload);
    reply.header("etag", etag);
    const held = request.headers["if-none-match"];
    if (held?.split(",").some((tag) => opaqueTag(tag) === opaqueTag(etag))) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
