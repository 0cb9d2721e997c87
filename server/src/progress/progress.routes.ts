import {
  bookIdParamsSchema,
  bookViewResponseSchema,
  bookViewUpdateSchema,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { themesServiceFor } from "../themes/themes.service.js";
import { createProgressService } from "./progress.service.js";

const tags = ["progress"];
const bearer = [{ bearer: [] }];
const path = "/pdf_parser/my_book_view/:book_id/";

export async function registerProgressRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createProgressService({
    books: deps.repos.books,
    progress: deps.repos.progress,
    themes: themesServiceFor(deps),
    clock: deps.clock,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticator } = deps;

  api.get(
    path,
    {
      schema: {
        tags,
        operationId: "getBookProgress",
        refusals: [404],
        summary: "Where the caller is in a book, and its themes (defaults if never opened)",
        security: bearer,
        params: bookIdParamsSchema,
        response: { 200: bookViewResponseSchema },
      },
    },
    async (request) => ({
      book_detail: await service.view(
        request.params.book_id,
        await authenticator.requireUser(request),
      ),
    }),
  );

  api.patch(
    path,
    {
      schema: {
        tags,
        operationId: "updateBookProgress",
        refusals: [403, 404],
        summary:
          "Save last_read_page (with last_read_block) and/or the themes; progress is derived",
        security: bearer,
        params: bookIdParamsSchema,
        body: bookViewUpdateSchema,
        response: { 200: bookViewResponseSchema },
      },
    },
    async (request) => ({
      book_detail: await service.save(
        request.params.book_id,
        await authenticator.requireUser(request),
        request.body,
      ),
    }),
  );
}
