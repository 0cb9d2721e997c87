import { bookPagesResponseSchema, publicBooksResponseSchema, routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { fileUrlsFor } from "../files/file-urls.js";
import { createAnswerCache, sendSerialised, serialisedAnswer } from "../lib/answer-cache.js";
import { PUBLIC_CACHE, sharePublicly } from "../lib/public-json-cache.js";
import { routeFrom } from "../lib/route-from.js";
import { createBooksService } from "./books.service.js";

export async function registerBookRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createBooksService({
    books: deps.repos.books,
    lists: deps.repos.bookLists,
    pages: deps.repos.pages,
    snapshots: deps.repos.snapshots,
    urls: fileUrlsFor(deps),
  });
  const { authenticator } = deps;
  // A minute in memory: public answers may be kept five minutes by any cache anyway.
  const readyPublicPages = createAnswerCache({ size: 2000, ttlMs: 60_000, clock: deps.clock });
  // Lists until this process changes the catalog, and at most two seconds (other
  // processes' changes): a list is revalidated on every use anyway.
  const publicLists = createAnswerCache({ size: 200, ttlMs: 2000, clock: deps.clock });

  routeFrom(app, routes.getBookPages, async (request, reply) => {
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
  });

  routeFrom(app, routes.getBookSnapshots, async (request) =>
    service.snapshots(
      request.params.book_id,
      await authenticator.optionalUser(request),
      request.query,
    ),
  );

  routeFrom(app, routes.listMyBooks, async (request) =>
    service.shelf(await authenticator.requireUser(request), "own", request.query),
  );

  routeFrom(app, routes.listContinueReading, async (request) =>
    service.shelf(await authenticator.requireUser(request), "reading", request.query),
  );

  routeFrom(app, routes.deleteMyBook, async (request) =>
    service.deleteOwnBook(request.params.book_id, await authenticator.requireUser(request)),
  );

  routeFrom(app, routes.listPublicBooks, async (request, reply) => {
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
  });
}
