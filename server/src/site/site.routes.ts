import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { siteInfoFrom } from "./site-info.js";

export async function registerSiteRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Config is read once at start, so the answer never changes while the process runs.
  const info = siteInfoFrom(deps.config);
  routeFrom(app, routes.getSite, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").send(info),
  );
}
