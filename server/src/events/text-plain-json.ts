import type { FastifyInstance } from "fastify";

/**
 * `navigator.sendBeacon` posts a string as `text/plain`, and a beacon cannot set another
 * type without a CORS preflight. In the given (encapsulated) scope only, such bodies are
 * parsed with Fastify's own JSON parser, poisoning guards included.
 */
export function parseTextPlainAsJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser("text/plain");
  scope.addContentTypeParser(
    "text/plain",
    { parseAs: "string" },
    scope.getDefaultJsonParser("error", "error"),
  );
}
