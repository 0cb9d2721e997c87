import type { FastifyInstance, FastifyRequest } from "fastify";

/** What a personal answer says to caches: the browser may not keep it, nor any cache between. */
export const PRIVATE_NO_STORE = "private, no-store";

const personalRequests = new WeakSet<FastifyRequest>();

/** Marks a request as made by a signed-in caller (or one that must be): its answer is theirs. */
export function markPersonal(request: FastifyRequest): void {
  personalRequests.add(request);
}

/**
 * Answers to personal requests leave with Cache-Control PRIVATE_NO_STORE (signed file URLs,
 * a private book's pages, a profile must not outlive the session in any cache), unless the
 * route chose its own: a public book's pages read the same for every caller and stay shareable.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (personalRequests.has(request) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_NO_STORE);
    }
    return payload;
  });
}
