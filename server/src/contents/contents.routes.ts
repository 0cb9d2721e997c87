import { bookContentsResponseSchema, bookIdParamsSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createContentsService } from "./contents.service.js";

/** Guests may call; a bearer token makes the caller's private books readable. */
const optionalBearer: Array<Record<string, string[]>> = [{}, { bearer: [] }];

export async function registerContentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createContentsService(deps.repos);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/pdf_parser/books/:book_id/contents/",
    {
      schema: {
        tags: ["books"],
        operationId: "getBookContents",
        refusals: [404],
        summary: "A book's table of contents: outline, EPUB navigation or headings",
        security: optionalBearer,
        params: bookIdParamsSchema,
        response: { 200: bookContentsResponseSchema },
      },
    },
    async (request) =>
      service.contents(request.params.book_id, await deps.authenticator.optionalUser(request)),
  );
}
