import { routes, SHARE_ACCESS_HEADER, shareMessages } from "@bindery/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { emailLinkOrigin } from "../account/email-link-origin.js";
import { sendEpub } from "../book-export/epub-answer.js";
import { createEpubExportService } from "../book-export/epub-export.service.js";
import { createBooksService } from "../books/books.service.js";
import { createContentsService } from "../contents/contents.service.js";
import { optedOutOfTracking } from "../events/privacy-signals.js";
import type { Deps } from "../feature-deps.js";
import { forbidden } from "../lib/http-errors.js";
import { routeFrom } from "../lib/route-from.js";
import { searchServiceFor } from "../search/search.routes.js";
import { shareFileUrls } from "./share-file-urls.js";
import { createShareKeys } from "./share-keys.js";
import { createSharesService, type SharesService } from "./shares.service.js";

/**
 * What a shared book's answers say to caches: nothing may keep them. A link can be revoked
 * at any moment and must stop at once, so no browser or cache between may answer for it.
 */
export const SHARED_ANSWER_HEADERS = {
  "cache-control": "no-store",
  // A shared book is unlisted: its link is for whom it was given to, not for search engines.
  "x-robots-tag": "noindex, nofollow",
} as const;

/** The x-share-access header's value (what unlocked a password-protected link), if any. */
export function shareAccessOf(request: Pick<FastifyRequest, "headers">): string | undefined {
  const value = request.headers[SHARE_ACCESS_HEADER];
  return typeof value === "string" ? value : undefined;
}

/** The shares service wired to the app's database, secret and address. */
export function sharesServiceFor(app: FastifyInstance, deps: Deps): SharesService {
  return createSharesService({
    repos: deps.repos,
    keys: createShareKeys(deps.config.FILE_URL_SECRET, deps.clock),
    limiter: deps.rateLimiter,
    clock: deps.clock,
    origin: () => emailLinkOrigin(deps.config, app.server.address()),
  });
}

/** The owner's links (make, show, revoke, list) and reading a book through one. */
export async function registerShareRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const shares = sharesServiceFor(app, deps);
  const { authenticator } = deps;

  routeFrom(app, routes.createShare, async (request, reply) => {
    const userId = await authenticator.requireUser(request);
    return reply
      .status(201)
      .send(await shares.create(userId, request.params.book_id, request.body));
  });

  routeFrom(app, routes.getShare, async (request) =>
    shares.get(await authenticator.requireUser(request), request.params.book_id),
  );

  routeFrom(app, routes.deleteShare, async (request) =>
    shares.revoke(await authenticator.requireUser(request), request.params.book_id),
  );

  routeFrom(app, routes.listMyShares, async (request) =>
    shares.list(await authenticator.requireUser(request)),
  );

  await app.register(async (scope) => registerReadingRoutes(scope, deps, shares));
}

/**
 * Reading through a link, in a scope of its own whose answers no cache keeps. Each call
 * finds the link by its token again and then reads the book as its owner may, with the
 * book routes' own services: the file addresses they write are the link's own.
 */
async function registerReadingRoutes(
  scope: FastifyInstance,
  deps: Deps,
  shares: SharesService,
): Promise<void> {
  scope.addHook("onRequest", async (_request, reply) => {
    reply.headers(SHARED_ANSWER_HEADERS);
  });
  const opened = (request: Pick<FastifyRequest, "headers"> & { params: { token: string } }) =>
    shares.open(request.params.token, shareAccessOf(request));
  const booksFor = (token: string, access: string | null) =>
    createBooksService({
      books: deps.repos.books,
      lists: deps.repos.bookLists,
      pages: deps.repos.pages,
      snapshots: deps.repos.snapshots,
      urls: shareFileUrls(token, access),
    });
  const contents = createContentsService(deps.repos);
  const search = searchServiceFor(deps);
  const epub = createEpubExportService(deps.repos, deps.storage);

  routeFrom(scope, routes.getSharedBook, async (request) =>
    shares.sharedBook(request.params.token, shareAccessOf(request)),
  );

  routeFrom(scope, routes.unlockSharedBook, async (request) =>
    shares.unlock(request.params.token, request.body.password, request.ip),
  );

  routeFrom(scope, routes.getSharedPages, async (request) => {
    const { book, ownerId, access } = await opened(request);
    return booksFor(request.params.token, access).bookWithPages(book.id, ownerId, request.query);
  });

  routeFrom(scope, routes.getSharedSnapshots, async (request) => {
    const { book, ownerId, access } = await opened(request);
    return booksFor(request.params.token, access).snapshots(book.id, ownerId, request.query);
  });

  routeFrom(scope, routes.getSharedContents, async (request) => {
    const { book, ownerId } = await opened(request);
    return contents.contents(book.id, ownerId);
  });

  routeFrom(scope, routes.searchSharedBook, async (request) => {
    const { book, ownerId } = await opened(request);
    return search.search(book.id, ownerId, request.query);
  });

  routeFrom(scope, routes.exportSharedEpub, async (request, reply) => {
    const { share, book, ownerId } = await opened(request);
    if (share.allow_download !== 1) throw forbidden(shareMessages.downloadOff);
    const { title, epub: file } = await epub.export(book.id, ownerId);
    return sendEpub(reply, title, file);
  });

  routeFrom(scope, routes.recordSharedView, async (request, reply) => {
    const answer = await shares.recordView(
      request.params.token,
      shareAccessOf(request),
      request.body.visit,
      { ip: request.ip, optedOut: optedOutOfTracking(request.headers) },
    );
    return reply.status(202).send(answer);
  });
}
