import { themesParamsSchema, themesResponseSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { registerCustomThemeRoutes } from "./custom/custom-themes.routes.js";
import { themesServiceFor } from "./themes.service.js";

const tags = ["themes"];

export async function registerThemeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = themesServiceFor(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/pdf_parser/themes/:user_id/",
    {
      schema: {
        tags,
        operationId: "listThemes",
        summary:
          "Book and page themes; personalised only when the bearer token is this user_id's, else the guest list",
        security: [{}, { bearer: [] as string[] }],
        params: themesParamsSchema,
        response: { 200: themesResponseSchema },
      },
    },
    async (request) =>
      service.list(request.params.user_id, await deps.authenticator.optionalUser(request)),
  );

  await registerCustomThemeRoutes(app, deps);
}
