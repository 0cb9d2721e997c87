import { analyticsBatchResponseSchema, analyticsBatchSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createEventsService } from "./events.service.js";
import { optedOutOfTracking } from "./privacy-signals.js";
import { parseTextPlainAsJson } from "./text-plain-json.js";

/** Fifty small events fit in a few kilobytes; anything much larger is not a batch. */
const BODY_LIMIT = 64 * 1024;

export async function registerEventsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createEventsService({
    repo: deps.repos.analyticsEvents,
    limiter: deps.rateLimiter,
    clock: deps.clock,
  });

  // A scope of its own, so the text/plain parser applies to this route only.
  await app.register(async (scope) => {
    parseTextPlainAsJson(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/events/",
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["analytics"],
          operationId: "recordEvent",
          refusals: [429],
          summary: "Record a batch of first-party analytics events (no personal data)",
          consumes: ["application/json", "text/plain"],
          body: analyticsBatchSchema,
          response: { 202: analyticsBatchResponseSchema },
        },
      },
      async (request, reply) => {
        const accepted = await service.record(request.body, {
          ip: request.ip,
          optedOut: optedOutOfTracking(request.headers),
        });
        return reply.status(202).send({ accepted });
      },
    );
  });
}
