import {
  detailErrorSchema,
  EMBED_SIZE,
  embedSnippet,
  oembedSchema,
  SHARE_CARD_SIZE,
  SHARE_PATH_PREFIX,
  shareCardPath,
  shareEmbedPath,
  shareMessages,
  sharePagePath,
  sharePathParts,
  shareTokenParamsSchema,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailLinkOrigin } from "../account/email-link-origin.js";
import type { Deps } from "../feature-deps.js";
import { sendStoredFile } from "../files/files.routes.js";
import { isSafeStorageKey } from "../files/storage-keys.js";
import { openStoredFile } from "../files/stored-file.js";
import { HttpError, notFound } from "../lib/http-errors.js";
import type { SharePage } from "../lib/web-app.js";
import { createShareCards } from "./share-card.js";
import {
  deadSharePageHead,
  LOCKED_PREVIEW,
  previewDescription,
  sharePageHead,
} from "./share-page-head.js";
import { SHARED_ANSWER_HEADERS } from "./shares.routes.js";
import type { SharesService } from "./shares.service.js";

/** Where oEmbed consumers ask about a share's page (oEmbed 1.0). */
export const OEMBED_PATH = "/api/oembed";
/**
 * A shared book's files may be kept by the browser but asked about again on every use
 * (If-None-Match): the link is checked each time, so a revoked link's files stop at once.
 */
const SHARED_FILE_CACHE = "private, no-cache";

const fileParamsSchema = shareTokenParamsSchema.extend({ "*": z.string() });
const accessQuerySchema = z.object({ access: z.string().optional() });
const oembedQuerySchema = z.object({
  url: z.string({ error: "Give url: the address of a shared book's page." }),
  format: z.string().optional(),
  maxwidth: z.coerce.number().int().positive().optional(),
  maxheight: z.coerce.number().int().positive().optional(),
});
const notAShare = "This is not the address of a shared book on this site.";

/**
 * A share's parts outside the API: its files and preview card under the link's own path
 * (`/share/<token>/files/<key>`, `/share/<token>/card.jpg`), and the oEmbed answer for
 * its page. Each looks the link up again, so nothing outlives a revoke.
 */
export async function registerShareSiteRoutes(
  app: FastifyInstance,
  deps: Deps,
  shares: SharesService,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cards = createShareCards(deps.storage);
  const origin = () => emailLinkOrigin(deps.config, app.server.address());

  api.get(
    `${SHARE_PATH_PREFIX}:token/files/*`,
    { schema: { hide: true, params: fileParamsSchema, querystring: accessQuerySchema } },
    async (request, reply) => {
      const key = request.params["*"];
      const opened = await shares.open(request.params.token, request.query.access);
      if (!isSafeStorageKey(key) || !(await shares.fileBelongs(opened, key))) {
        throw notFound("File not found.");
      }
      const file = await openStoredFile(deps.storage, key);
      if (!file) throw notFound("File not found.");
      reply.header("x-robots-tag", SHARED_ANSWER_HEADERS["x-robots-tag"]);
      return sendStoredFile(request, reply, key, file, SHARED_FILE_CACHE);
    },
  );

  api.get(
    `${SHARE_PATH_PREFIX}:token/card.jpg`,
    { schema: { hide: true, params: shareTokenParamsSchema, querystring: accessQuerySchema } },
    async (request, reply) => {
      const { book } = await shares.open(request.params.token, request.query.access);
      const card = await cards(book);
      return reply
        .headers(SHARED_ANSWER_HEADERS)
        .header("content-type", "image/jpeg")
        .header("x-content-type-options", "nosniff")
        .send(card);
    },
  );

  api.get(
    OEMBED_PATH,
    {
      schema: {
        tags: ["shares"],
        operationId: "getOembed",
        summary: "oEmbed 1.0 for a shared book's page: a rich embed (its iframe)",
        description:
          "url is a share page's address (share_url or embed_url). format json only: xml answers 501. maxwidth and maxheight bound the iframe's size.",
        querystring: oembedQuerySchema,
        refusals: [404],
        response: {
          200: oembedSchema,
          501: detailErrorSchema.describe("A format other than json (oEmbed's xml)"),
        },
      },
    },
    async (request, reply) => {
      reply.headers(SHARED_ANSWER_HEADERS);
      const { url, format, maxwidth, maxheight } = request.query;
      if (format !== undefined && format !== "json") {
        throw new HttpError(501, "Only format=json is offered.");
      }
      const site = origin();
      const address = URL.canParse(url) ? new URL(url) : null;
      const parts = address && address.origin === site ? sharePathParts(address.pathname) : null;
      if (!parts) throw notFound(notAShare);
      // Expired or locked links are answered as unknown ones: oEmbed knows only 404.
      const share = await shares.live(parts.token).catch((error: unknown) => {
        if (error instanceof HttpError) throw notFound(shareMessages.notFound);
        throw error;
      });
      const locked = share.password_hash !== null;
      const { book } = locked ? { book: null } : await shares.open(parts.token, undefined);
      const width = Math.min(EMBED_SIZE.width, maxwidth ?? EMBED_SIZE.width);
      const height = Math.min(EMBED_SIZE.height, maxheight ?? EMBED_SIZE.height);
      const title = book?.title ?? LOCKED_PREVIEW.title;
      const html = embedSnippet(`${site}${shareEmbedPath(parts.token)}`, title, { width, height });
      return {
        version: "1.0" as const,
        type: "rich" as const,
        provider_name: "Bindery",
        provider_url: site,
        title,
        ...(book?.author ? { author_name: book.author } : {}),
        html,
        width,
        height,
        ...(book
          ? {
              thumbnail_url: `${site}${shareCardPath(parts.token)}`,
              thumbnail_width: SHARE_CARD_SIZE.width,
              thumbnail_height: SHARE_CARD_SIZE.height,
            }
          : {}),
      };
    },
  );
}

/**
 * The head of a share link's page for link unfurlers: its book's title, description and
 * card while the link lives (nothing of the book while it is password-protected), and
 * only robots' noindex, with 404 or 410, once it is gone.
 */
export function sharePageFor(app: FastifyInstance, deps: Deps, shares: SharesService): SharePage {
  const origin = () => emailLinkOrigin(deps.config, app.server.address());
  return async (token) => {
    const headers = { ...SHARED_ANSWER_HEADERS };
    const share = await shares.live(token).catch((error: unknown) => {
      if (error instanceof HttpError) return error;
      throw error;
    });
    if (share instanceof HttpError) {
      return { status: share.statusCode, head: deadSharePageHead(), title: null, headers };
    }
    const site = origin();
    const url = `${site}${sharePagePath(token)}`;
    const oembed = `${site}${OEMBED_PATH}?${new URLSearchParams({ url, format: "json" })}`;
    if (share.password_hash !== null) {
      return {
        status: 200,
        head: sharePageHead({ ...LOCKED_PREVIEW, url, image: null, oembed }),
        title: null,
        headers,
      };
    }
    const { book } = await shares.open(token, undefined);
    const head = sharePageHead({
      title: book.title,
      description: previewDescription(book),
      url,
      image: `${site}${shareCardPath(token)}`,
      oembed,
    });
    return { status: 200, head, title: book.title, headers };
  };
}
