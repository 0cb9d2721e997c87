import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { themesServiceFor } from "../themes/themes.service.js";
import { createProgressService } from "./progress.service.js";

export async function registerProgressRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createProgressService({
    books: deps.repos.books,
    progress: deps.repos.progress,
    themes: themesServiceFor(deps),
    clock: deps.clock,
  });
  const { authenticator } = deps;

  routeFrom(app, routes.getBookProgress, async (request) => ({
    book_detail: await service.view(
      request.params.book_id,
      await authenticator.requireUser(request),
    ),
  }));

  routeFrom(app, routes.updateBookProgress, async (request) => ({
    book_detail: await service.save(
      request.params.book_id,
      await authenticator.requireUser(request),
      request.body,
    ),
  }));
}
