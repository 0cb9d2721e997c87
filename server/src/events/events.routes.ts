import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
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
    routeFrom(
      scope,
      routes.recordEvent,
      async (request, reply) => {
        const accepted = await service.record(request.body, {
          ip: request.ip,
          optedOut: optedOutOfTracking(request.headers),
        });
        return reply.status(202).send({ accepted });
      },
      { bodyLimit: BODY_LIMIT },
    );
  });
}
