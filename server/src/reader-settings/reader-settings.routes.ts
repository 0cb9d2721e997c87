import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";

export async function registerReaderSettingsRoutes(
  app: FastifyInstance,
  deps: Deps,
): Promise<void> {
  const repo = deps.repos.readerSettings;
  const { authenticator } = deps;

  routeFrom(app, routes.getReaderSettings, async (request) =>
    repo.find(await authenticator.requireUser(request)),
  );

  routeFrom(app, routes.updateReaderSettings, async (request) => {
    const userId = await authenticator.requireUser(request);
    await repo.save(userId, request.body);
    return repo.find(userId);
  });
}
