import {
  bookIdParamsSchema,
  bookPagesResponseSchema,
  deletedResponseSchema,
  myBooksRangeQuerySchema,
  myBooksResponseSchema,
  pagesRangeQuerySchema,
  publicBooksRangeQuerySchema,
  publicBooksResponseSchema,
  snapshotsRangeQuerySchema,
  snapshotsResponseSchema,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { fileUrlsFor } from "../files/file-urls.js";
import { createAnswerCache, sendSerialised, serialisedAnswer } from "../lib/answer-cache.js";
import { PUBLIC_CACHE, sharePublicly } from "../lib/public-json-cache.js";
import { createBooksService } from "./books.service.js";

const tags = ["books"];
const bearer = [{ bearer: [] }];
/** Guests may call; a bearer token makes the caller's private books visible. */
const optionalBearer: Array<Record<string, string[]>> = [{}, { bearer: [] }];

export async function registerBookRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createBooksService({
    books: deps.repos.books,
    lists: deps.repos.bookLists,
    pages: deps.repos.pages,
    snapshots: deps.repos.snapshots,
    urls: fileUrlsFor(deps),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticator } = deps;
  // A minute in memory: public answers may be kept five minutes by any cache anyway.
  const readyPublicPages = createAnswerCache({ size: 2000, ttlMs: 60_000, clock: deps.clock });
  // Lists until this process changes the catalog, and at most two seconds (other
  // processes' changes): a list is revalidated on every use anyway.
  const publicLists = createAnswerCache({ size: 200, ttlMs: 2000, clock: deps.clock });

  api.get(
    "/pdf_parser/books/:book_id/",
    {
      schema: {
        tags,
        operationId: "getBookPages",
        refusals: [404],
        summary: "A book and its pages with start <= page_order <= end (private: owner only)",
        security: optionalBearer,
        params: bookIdParamsSchema,
        querystring: pagesRangeQuerySchema,
        response: { 200: bookPagesResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await authenticator.optionalUser(request);
      const key = `${request.params.book_id}:${request.query.start}:${request.query.end}`;
      const cached = readyPublicPages.get(key);
      if (cached !== undefined) {
        sharePublicly(reply, PUBLIC_CACHE.stable);
        return sendSerialised(reply, cached);
      }
      const answer = await service.bookWithPages(request.params.book_id, userId, request.query);
      // A public book reads the same for everyone; its pages are final once it is ready,
      // so that answer is serialised once and kept.
      if (answer.book.is_public_domain !== 1) return answer;
      if (answer.book.status !== "ready") {
        sharePublicly(reply, PUBLIC_CACHE.revalidate);
        return answer;
      }
      const serialised = serialisedAnswer(JSON.stringify(bookPagesResponseSchema.parse(answer)));
      readyPublicPages.set(key, serialised);
      sharePublicly(reply, PUBLIC_CACHE.stable);
      return sendSerialised(reply, serialised);
    },
  );

  api.get(
    "/pdf_parser/snapshots/:book_id/",
    {
      schema: {
        tags,
        operationId: "getBookSnapshots",
        refusals: [404],
        summary: "Images of the original PDF pages start..end (indices from 0, inclusive)",
        security: optionalBearer,
        params: bookIdParamsSchema,
        querystring: snapshotsRangeQuerySchema,
        response: { 200: snapshotsResponseSchema },
      },
    },
    async (request) =>
      service.snapshots(
        request.params.book_id,
        await authenticator.optionalUser(request),
        request.query,
      ),
  );

  api.get(
    "/pdf_parser/my_books/",
    {
      schema: {
        tags,
        operationId: "listMyBooks",
        summary: "My Books: the books the caller uploaded, with progress",
        security: bearer,
        querystring: myBooksRangeQuerySchema,
        response: { 200: myBooksResponseSchema },
      },
    },
    async (request) =>
      service.shelf(await authenticator.requireUser(request), "own", request.query),
  );

  api.get(
    "/pdf_parser/continue_reading/",
    {
      schema: {
        tags,
        operationId: "listContinueReading",
        summary:
          "Continue reading: the caller's uploads and the public books they opened, last read first",
        security: bearer,
        querystring: myBooksRangeQuerySchema,
        response: { 200: myBooksResponseSchema },
      },
    },
    async (request) =>
      service.shelf(await authenticator.requireUser(request), "reading", request.query),
  );

  api.delete(
    "/pdf_parser/my_books/:book_id/",
    {
      schema: {
        tags,
        operationId: "deleteMyBook",
        refusals: [403, 404],
        summary:
          "Delete one of the caller's uploaded books with its pages, snapshots, progress and files; stops its conversion (403 for public-domain books)",
        security: bearer,
        params: bookIdParamsSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) =>
      service.deleteOwnBook(request.params.book_id, await authenticator.requireUser(request)),
  );

  api.get(
    "/pdf_parser/public_domain_books/",
    {
      schema: {
        tags,
        operationId: "listPublicBooks",
        summary: "Ready public-domain books start..end (inclusive), newest first",
        querystring: publicBooksRangeQuerySchema,
        response: { 200: publicBooksResponseSchema },
      },
    },
    async (request, reply) => {
      sharePublicly(reply, PUBLIC_CACHE.revalidate);
      const { start, end } = request.query;
      const key = `${deps.catalogVersion.current()}:${start}:${end}`;
      const cached = publicLists.get(key);
      if (cached !== undefined) return sendSerialised(reply, cached);
      const serialised = serialisedAnswer(
        JSON.stringify(publicBooksResponseSchema.parse(await service.publicBooks(request.query))),
      );
      publicLists.set(key, serialised);
      return sendSerialised(reply, serialised);
    },
  );
}
