import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createPagesService } from "./pages.service.js";

export async function registerPageRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createPagesService(deps.repos.pages);
  const { authenticator } = deps;

  routeFrom(app, routes.editPage, async (request) =>
    service.edit(
      request.params.page_id,
      await authenticator.requireUser(request),
      request.body.page_content,
      request.body.links,
    ),
  );

  routeFrom(app, routes.deletePage, async (request) =>
    service.remove(request.params.page_id, await authenticator.requireUser(request)),
  );
}
