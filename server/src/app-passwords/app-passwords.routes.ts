import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createAppPasswordsService } from "./app-passwords.service.js";

export async function registerAppPasswordRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = createAppPasswordsService(deps.repos.appPasswords, deps.clock);
  const { authenticator } = deps;

  routeFrom(app, routes.listAppPasswords, async (request) =>
    service.list(await authenticator.requireUser(request)),
  );

  routeFrom(app, routes.createAppPassword, async (request, reply) => {
    const created = await service.create(
      await authenticator.requireUser(request),
      request.body.name,
    );
    return reply.status(201).send(created);
  });

  routeFrom(app, routes.deleteAppPassword, async (request) =>
    service.revoke(await authenticator.requireUser(request), request.params.app_password_id),
  );
}
