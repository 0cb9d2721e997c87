import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import { emailLinkOrigin } from "../account/email-link-origin.js";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createAnnotationsService } from "./annotations.service.js";

/** A file name from a book's title: letters, digits and dashes, never empty. */
const fileNameOf = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .toLowerCase() || "book";

export async function registerAnnotationsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createAnnotationsService({
    books: deps.repos.books,
    annotations: deps.repos.annotations,
    clock: deps.clock,
  });
  const { authenticator, config } = deps;
  // Links back to the reader point at the site's public address, as e-mails' do.
  const linkOrigin = () => emailLinkOrigin(config, app.server.address());

  routeFrom(app, routes.listAnnotations, async (request) =>
    service.list(
      request.params.book_id,
      await authenticator.requireUser(request),
      request.query.since,
    ),
  );

  routeFrom(app, routes.createAnnotation, async (request, reply) => {
    const created = await service.create(
      request.params.book_id,
      await authenticator.requireUser(request),
      request.body,
    );
    return reply.code(201).send(created);
  });

  routeFrom(app, routes.updateAnnotation, async (request) =>
    service.update(
      request.params.book_id,
      await authenticator.requireUser(request),
      request.params.annotation_id,
      request.body,
    ),
  );

  routeFrom(app, routes.deleteAnnotation, async (request) =>
    service.remove(
      request.params.book_id,
      await authenticator.requireUser(request),
      request.params.annotation_id,
    ),
  );

  routeFrom(app, routes.exportAnnotations, async (request, reply) => {
    const userId = await authenticator.requireUser(request);
    const { book_id: bookId } = request.params;
    const exported = await service.exportJson(bookId, userId);
    const name = `${fileNameOf(exported.book.title)}-notes`;
    reply.header("cache-control", "no-store");
    if (request.query.format === "json") {
      return reply
        .header("content-disposition", `attachment; filename="${name}.json"`)
        .send(exported);
    }
    return reply
      .type("text/markdown; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}.md"`)
      .send(await service.exportMarkdown(bookId, userId, linkOrigin()));
  });
}
