import { randomUUID } from "node:crypto";
import { API_BASE } from "@bindery/contract";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { describeRoute } from "./api-docs/describe-route.js";
import type { Deps } from "./feature-deps.js";
import { registerFileRoutes } from "./files/files.routes.js";
import { createDatabaseHealth } from "./lib/database-health.js";
import { handleError } from "./lib/error-handler.js";
import { registerPrivateAnswers } from "./lib/private-answers.js";
import { registerPublicJsonValidators } from "./lib/public-json-cache.js";
import { registerSecurityHeaders } from "./lib/security-headers.js";
import { registerStorableTextRule } from "./lib/storable-text.js";
import { trustProxyOption } from "./lib/trust-proxy-setting.js";
import { registerWebApp } from "./lib/web-app.js";
import { registerOpdsRoutes } from "./opds/opds.routes.js";
import { checkoutCspSources } from "./payments/checkout-csp.js";
import { paymentSettingsFrom } from "./payments/payment-settings.js";
import { visitorPreloadsFor } from "./reader-page/visitor-preloads.js";
import { registerRequestLog } from "./request-log.js";
import { registerApiRoutes } from "./routes.js";
import { registerShareSiteRoutes, sharePageFor } from "./shares/share-site.routes.js";
import { sharesServiceFor } from "./shares/shares.routes.js";
import { adSensePagePolicy } from "./site/adsense-page-policy.js";

export interface AppOptions {
  logger?: FastifyServerOptions["logger"];
  /** Folder of the built web app; tests of the API alone leave it out. */
  webDist?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: Deps, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Replaced by one short, redacted line per request (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's request id is kept when it is sane, so logs join up across services.
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // The spec writes every path with a trailing slash; clients that drop it are served too.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerStorableTextRule(app);
  registerRequestLog(app);
  registerPublicJsonValidators(app);
  registerPrivateAnswers(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // The configured payment gateways' checkout scripts (pricing page) and nothing else.
  const checkout = checkoutCspSources(paymentSettingsFrom(deps.config));
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkout.scriptSrc],
        // Dialog and menu primitives set inline styles while open; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...checkout.imgSrc],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...checkout.connectSrc],
        frameSrc: ["'self'", ...checkout.frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // JSON and pages of 1 KB or more, for clients that accept it. Registered after the
  // ETag hook, which must see the body before it is compressed.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so tuples and the SPDX licence identifier are described as they are.
      openapi: "3.1.0",
      info: {
        title: "Bindery API",
        version: "1",
        description: "Books, pages, themes, uploads and accounts.",
        license: { name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" },
      },
      // Paths are written from the site's root, so the server is the origin serving this.
      servers: [{ url: "/", description: "The server answering this description" }],
      tags: [
        { name: "accounts", description: "Sign-up, sign-in, tokens and the profile" },
        { name: "analytics", description: "Anonymous usage events" },
        { name: "annotations", description: "A reader's bookmarks, highlights and notes" },
        { name: "books", description: "Public and private books and their shelves" },
        { name: "contact", description: "Messages to the team" },
        { name: "files", description: "Stored files: pages, covers, themes' media" },
        { name: "pages", description: "A book's pages, snapshots and search" },
        { name: "payments", description: "Prices, orders and premium" },
        { name: "progress", description: "Where a reader left a book" },
        { name: "shares", description: "Links anyone can read a book with, embeds and oEmbed" },
        { name: "site", description: "Settings the web app reads at start" },
        { name: "themes", description: "Built-in and uploaded reading themes" },
        { name: "uploads", description: "PDF uploads and their conversion tasks" },
      ],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // Reading apps: the account's e-mail and an app password, never the account password.
          appPassword: { type: "http", scheme: "basic" },
        },
      },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Answered from the last probe of the database, never from a queue of busy queries.
  const databaseAnswers = createDatabaseHealth(
    () => deps.db.selectFrom("users").select("id").limit(1).execute(),
    deps.clock,
  );
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers()) return { status: "ok" };
    return reply
      .status(503)
      .send({ status: "unavailable", detail: "The database does not answer." });
  });

  await app.register(
    async (api) => {
      await registerApiRoutes(api, deps);
    },
    { prefix: API_BASE },
  );

  // Stored files are served at the site root (/files/…), outside the API prefix.
  await registerFileRoutes(app, deps, deps.repos.books);
  // Reading apps' catalogs, at the site root too: OPDS feeds, not JSON API routes.
  await registerOpdsRoutes(app, deps);
  // A share link's files, preview card and oEmbed answer; its pages are the web app's.
  const shares = sharesServiceFor(app, deps);
  await registerShareSiteRoutes(app, deps, shares);
  // An ad network's script runs on the pages only when one is configured.
  const pagePolicy = deps.config.ADSENSE_CLIENT_ID ? adSensePagePolicy : undefined;
  await registerWebApp(app, options.webDist, {
    pagePolicy,
    visitorPreloads: visitorPreloadsFor(deps),
    sharePage: sharePageFor(app, deps, shares),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
