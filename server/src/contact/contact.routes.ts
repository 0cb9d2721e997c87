import { contactMessages, routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createContactService } from "./contact.service.js";

export async function registerContactRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createContactService({
    repo: deps.repos.contactMessages,
    queue: deps.queue,
    limiter: deps.rateLimiter,
    clock: deps.clock,
  });

  routeFrom(app, routes.sendContactMessage, async (request, reply) => {
    const userId = await deps.authenticator.optionalUser(request);
    await service.submit(request.body, { userId, ip: request.ip });
    return reply.status(201).send({ detail: contactMessages.sent });
  });
}
