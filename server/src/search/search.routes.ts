import {
  bookIdParamsSchema,
  bookSearchQuerySchema,
  bookSearchResponseSchema,
  inclusiveRangeQuerySchema,
  MAX_SEARCH_RESULTS_PER_REQUEST,
  SEARCH_PAGE_SIZE,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createPostgresSearch } from "./postgres-search.js";
import { createSearchService } from "./search.service.js";
import { createSqliteSearch } from "./sqlite-search.js";

/** The words, and which of the ranked matches (start..end, inclusive, like every list). */
const searchQuerySchema = bookSearchQuerySchema.and(
  inclusiveRangeQuerySchema({
    defaultSize: SEARCH_PAGE_SIZE,
    maxSize: MAX_SEARCH_RESULTS_PER_REQUEST,
  }),
);

/** Guests may call; a bearer token makes the caller's private books searchable. */
const optionalBearer: Array<Record<string, string[]>> = [{}, { bearer: [] }];

export async function registerSearchRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createSearchService({
    books: deps.repos.books,
    search: deps.dbKind === "sqlite" ? createSqliteSearch(deps.db) : createPostgresSearch(deps.db),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/pdf_parser/books/:book_id/search/",
    {
      schema: {
        tags: ["books"],
        operationId: "searchBook",
        refusals: [404],
        summary: "Pages of a book matching the words q, best first, start..end (inclusive)",
        security: optionalBearer,
        params: bookIdParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: bookSearchResponseSchema },
      },
    },
    async (request) =>
      service.search(
        request.params.book_id,
        await deps.authenticator.optionalUser(request),
        request.query,
      ),
  );
}
