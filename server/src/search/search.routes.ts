import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createPostgresSearch } from "./postgres-search.js";
import { createSearchService, type SearchService } from "./search.service.js";
import { createSqliteSearch } from "./sqlite-search.js";

/** Search inside a book on the app's own database's full-text search. */
export const searchServiceFor = (deps: Deps): SearchService =>
  createSearchService({
    books: deps.repos.books,
    search: deps.dbKind === "sqlite" ? createSqliteSearch(deps.db) : createPostgresSearch(deps.db),
  });

export async function registerSearchRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = searchServiceFor(deps);

  routeFrom(app, routes.searchBook, async (request) =>
    service.search(
      request.params.book_id,
      await deps.authenticator.optionalUser(request),
      request.query,
    ),
  );
}
