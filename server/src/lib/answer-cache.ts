import type { FastifyReply } from "fastify";
import type { Clock } from "./clock.js";
import { weakEtagOf } from "./public-json-cache.js";

/** An answer as sent (serialised JSON) and its ETag, worked out once. */
export interface SerialisedAnswer {
  body: string;
  etag: string;
}

interface CachedAnswer extends SerialisedAnswer {
  storedAt: number;
}

export const serialisedAnswer = (body: string): SerialisedAnswer => ({
  body,
  etag: weakEtagOf(body),
});

/**
 * Serialised answers that are the same for every caller, kept for `ttlMs` in a bounded
 * map (least recently used dropped first), so a hot public answer costs no query, no
 * serialisation and no hashing. Only for answers that may be this old anyway: they go out with a
 * Cache-Control that lets any cache keep them at least as long.
 */
export function createAnswerCache(options: { size: number; ttlMs: number; clock: Clock }) {
  const answers = new Map<string, CachedAnswer>();
  return {
    get(key: string): SerialisedAnswer | undefined {
      const answer = answers.get(key);
      if (!answer) return undefined;
      answers.delete(key);
      if (options.clock() - answer.storedAt >= options.ttlMs) return undefined;
      answers.set(key, answer);
      return answer;
    },
    set(key: string, answer: SerialisedAnswer): void {
      answers.delete(key);
      answers.set(key, { ...answer, storedAt: options.clock() });
      if (answers.size > options.size) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
    },
  };
}

/**
 * Sends an answer serialised beforehand, with its ETag. Fastify sends a string with a
 * JSON type as it is, past the route's response serialiser (which checked it when it
 * was made).
 */
export function sendSerialised(reply: FastifyReply, answer: SerialisedAnswer): FastifyReply {
  return reply
    .type("application/json; charset=utf-8")
    .header("etag", answer.etag)
    .send(answer.body);
}
