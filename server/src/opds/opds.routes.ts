import { bookMessages } from "@bindery/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { createAppPasswordSignIn } from "../app-passwords/app-password-sign-in.js";
import { readableOr404 } from "../book-data/book-access.js";
import type { CatalogOrder } from "../books/book-lists.repo.js";
import type { Deps } from "../feature-deps.js";
import { notFound } from "../lib/http-errors.js";
import {
  ATOM_ACQUISITION,
  ATOM_NAVIGATION,
  CATALOG_ORDERS,
  type FeedPage,
  type FeedRequest,
  OPDS_PAGE_SIZE,
  OPDS_V2_TYPE,
  OPENSEARCH_TYPE,
  opdsPaths,
} from "./opds-feeds.js";
import {
  acquisitionFeed,
  navigationFeed as atomNavigation,
  openSearchDescription,
} from "./opds1-feeds.js";
import { navigationFeed as jsonNavigation, publicationsFeed } from "./opds2-feeds.js";

/** The longest search a feed takes; the deepest page it serves. */
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 10_000;
/** Public lists change when a book is imported: reading apps may keep them a minute. */
const PUBLIC_LIST_CACHE = "public, max-age=60";
const COVER_WIDTHS = { cover: 600, thumbnail: 200 } as const;

const listQuerySchema = z.object({
  order: z
    .enum(CATALOG_ORDERS as [CatalogOrder, ...CatalogOrder[]], {
      error: `Choose an order: ${CATALOG_ORDERS.join(", ")}.`,
    })
    .default("new"),
  page: z.coerce
    .number({ error: "A page is a whole number from 1." })
    .int({ error: "A page is a whole number from 1." })
    .min(1, { error: "A page is a whole number from 1." })
    .max(MAX_PAGE, { error: `Pages go up to ${MAX_PAGE}.` })
    .default(1),
  query: z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, { error: `Keep a search to ${MAX_QUERY_LENGTH} characters.` })
    .optional(),
});
const coverParamsSchema = z.object({ book_id: z.uuid({ error: bookMessages.bookNotFound }) });

/**
 * The OPDS catalogs reading apps browse (`/opds/v1.2/…` Atom, `/opds/v2/…` JSON): the
 * public catalog by newness, title and author, searchable and paged, and a member's own
 * books over HTTP Basic auth with an app password. They follow the OPDS specifications
 * rather than the API's JSON conventions, so they are plain routes here, left out of the
 * API description (docs/decisions/0051).
 */
export async function registerOpdsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signIn = createAppPasswordSignIn(deps.repos.appPasswords, deps.clock);
  const hidden = { hide: true };

  const send = (reply: FastifyReply, type: string, body: string, personal: boolean) =>
    reply
      .header("content-type", `${type}; charset=utf-8`)
      .header("vary", "Authorization")
      .header("cache-control", personal ? "private, no-store" : PUBLIC_LIST_CACHE)
      .send(body);

  async function listPage(
    request: Omit<FeedRequest, "scope">,
    ownerId: string | null,
  ): Promise<FeedPage> {
    const scope = ownerId ? "mine" : "public";
    const { rows, total } = await deps.repos.bookLists.catalogPage(
      { order: request.order, query: request.query || undefined, ownerId: ownerId ?? undefined },
      { start: (request.page - 1) * OPDS_PAGE_SIZE, end: request.page * OPDS_PAGE_SIZE - 1 },
    );
    return { request: { ...request, query: request.query || undefined, scope }, rows, total };
  }
  const now = () => new Date(deps.clock()).toISOString();

  // OPDS 2 (JSON).
  api.get(opdsPaths.v2.catalog, { schema: hidden }, async (request, reply) => {
    // Credentials a reading app sends are checked even here, so a wrong one is told at once.
    const userId = await signIn.optionalUser(request);
    return send(reply, OPDS_V2_TYPE, JSON.stringify(jsonNavigation()), userId !== null);
  });
  api.get(
    opdsPaths.v2.books,
    { schema: { ...hidden, querystring: listQuerySchema } },
    async (request, reply) => {
      await signIn.optionalUser(request);
      const page = await listPage(request.query, null);
      return send(reply, OPDS_V2_TYPE, JSON.stringify(publicationsFeed(page)), false);
    },
  );
  api.get(
    opdsPaths.v2.mine,
    { schema: { ...hidden, querystring: listQuerySchema } },
    async (request, reply) => {
      const page = await listPage(request.query, await signIn.requireUser(request));
      return send(reply, OPDS_V2_TYPE, JSON.stringify(publicationsFeed(page)), true);
    },
  );

  // OPDS 1.2 (Atom) and its OpenSearch description.
  api.get(opdsPaths.v1.catalog, { schema: hidden }, async (request, reply) => {
    const userId = await signIn.optionalUser(request);
    return send(reply, ATOM_NAVIGATION, atomNavigation(now()), userId !== null);
  });
  api.get(
    opdsPaths.v1.books,
    { schema: { ...hidden, querystring: listQuerySchema } },
    async (request, reply) => {
      await signIn.optionalUser(request);
      const page = await listPage(request.query, null);
      return send(reply, ATOM_ACQUISITION, acquisitionFeed(page, now()), false);
    },
  );
  api.get(
    opdsPaths.v1.mine,
    { schema: { ...hidden, querystring: listQuerySchema } },
    async (request, reply) => {
      const page = await listPage(request.query, await signIn.requireUser(request));
      return send(reply, ATOM_ACQUISITION, acquisitionFeed(page, now()), true);
    },
  );
  api.get(opdsPaths.v1.opensearch, { schema: hidden }, async (_request, reply) =>
    send(reply, OPENSEARCH_TYPE, openSearchDescription(), false),
  );

  // Covers as JPEG, full and thumbnail: every reading app shows JPEG, not all WebP.
  for (const size of ["cover", "thumbnail"] as const) {
    api.get(
      opdsPaths.cover(":book_id", size).replace("%3A", ":"),
      { schema: { ...hidden, params: coverParamsSchema } },
      async (request, reply) => {
        const userId = await signIn.optionalUser(request);
        const book = readableOr404(await deps.repos.books.findBook(request.params.book_id), userId);
        if (!book.cover_key) throw notFound("This book has no cover.");
        const image = await sharp(await deps.storage.read(book.cover_key), { failOn: "none" })
          .resize({ width: COVER_WIDTHS[size], withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 85 })
          .toBuffer();
        return reply
          .header("content-type", "image/jpeg")
          .header(
            "cache-control",
            book.is_public_domain === 1 ? "public, max-age=86400" : "private, no-store",
          )
          .send(image);
      },
    );
  }
}
