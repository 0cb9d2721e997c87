import { siteInfoSchema } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { siteInfoFrom } from "./site-info.js";

export async function registerSiteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Config is read once at start, so the answer never changes while the process runs.
  const info = siteInfoFrom(deps.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/site/",
    {
      schema: {
        tags: ["site"],
        operationId: "getSite",
        summary: "The operator and the partners the pages name, as configured",
        response: { 200: siteInfoSchema },
      },
    },
    async (_request, reply) => reply.header("cache-control", "public, max-age=300").send(info),
  );
}
