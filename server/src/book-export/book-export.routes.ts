import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import { createAppPasswordSignIn } from "../app-passwords/app-password-sign-in.js";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { sendEpub } from "./epub-answer.js";
import { createEpubExportService } from "./epub-export.service.js";

export async function registerBookExportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createEpubExportService(deps.repos, deps.storage);
  const appPasswords = createAppPasswordSignIn(deps.repos.appPasswords, deps.clock);

  routeFrom(app, routes.exportBookEpub, async (request, reply) => {
    // Reading apps follow the OPDS catalog's links with the Basic sign-in they were given;
    // the web app sends its bearer token.
    const userId = appPasswords.isBasic(request)
      ? await appPasswords.optionalUser(request)
      : await deps.authenticator.optionalUser(request);
    const { book, title, epub } = await service.export(request.params.book_id, userId);
    reply.header("last-modified", new Date(Number(book.updated_at)).toUTCString());
    if (book.is_public_domain === 1) reply.header("cache-control", "public, max-age=3600");
    return sendEpub(reply, title, epub);
  });
}
