import {
  pageDeleteResponseSchema,
  pageEditRequestSchema,
  pageEditResponseSchema,
  pageIdParamsSchema,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createPagesService } from "./pages.service.js";

const tags = ["pages"];
const bearer = [{ bearer: [] }];

export async function registerPageRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createPagesService(deps.repos.pages);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticator } = deps;

  api.patch(
    "/pdf_parser/pages/:page_id/",
    {
      schema: {
        tags,
        operationId: "editPage",
        refusals: [403, 404, 409],
        summary: "Change a page's text (owner of a private book only)",
        security: bearer,
        params: pageIdParamsSchema,
        body: pageEditRequestSchema,
        response: { 200: pageEditResponseSchema },
      },
    },
    async (request) =>
      service.edit(
        request.params.page_id,
        await authenticator.requireUser(request),
        request.body.page_content,
      ),
  );

  api.delete(
    "/pdf_parser/pages/:page_id/",
    {
      schema: {
        tags,
        operationId: "deletePage",
        refusals: [403, 404, 409],
        summary: "Delete a page; the following pages move up one place (owner only)",
        security: bearer,
        params: pageIdParamsSchema,
        response: { 200: pageDeleteResponseSchema },
      },
    },
    async (request) =>
      service.remove(request.params.page_id, await authenticator.requireUser(request)),
  );
}
