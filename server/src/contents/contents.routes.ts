import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createContentsService } from "./contents.service.js";

export async function registerContentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createContentsService(deps.repos);

  routeFrom(app, routes.getBookContents, async (request) =>
    service.contents(request.params.book_id, await deps.authenticator.optionalUser(request)),
  );
}
