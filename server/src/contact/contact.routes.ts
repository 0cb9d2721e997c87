import { contactMessages, contactRequestSchema, contactResponseSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createContactService } from "./contact.service.js";

// Guests and signed-in users alike: the bearer header is optional (an empty requirement).
const optionalBearer: Record<string, string[]>[] = [{}, { bearer: [] }];

export async function registerContactRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createContactService({
    repo: deps.repos.contactMessages,
    queue: deps.queue,
    limiter: deps.rateLimiter,
    clock: deps.clock,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/users/contactus/",
    {
      schema: {
        tags: ["contact"],
        operationId: "sendContactMessage",
        refusals: [429],
        summary: "Write to the site's operator (guests too; signed-in users send their bearer)",
        security: optionalBearer,
        body: contactRequestSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await deps.authenticator.optionalUser(request);
      await service.submit(request.body, { userId, ip: request.ip });
      return reply.status(201).send({ detail: contactMessages.sent });
    },
  );
}
