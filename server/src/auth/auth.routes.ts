import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createAuthService } from "./auth.service.js";
import { createAuthThrottle } from "./auth-throttle.js";
import { refreshTokenServiceFor } from "./refresh-tokens.service.js";

export async function registerAuthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { clock } = deps;
  const service = createAuthService({
    users: deps.repos.users,
    refreshTokens: refreshTokenServiceFor(deps),
    accessTokens: deps.accessTokens,
    throttle: createAuthThrottle(deps.rateLimiter),
    clock,
  });

  routeFrom(app, routes.signUp, async (request, reply) =>
    reply.status(201).send(await service.signup(request.body, request.ip)),
  );

  routeFrom(app, routes.logIn, async (request) => service.login(request.body, request.ip));

  routeFrom(app, routes.refreshTokens, async (request) =>
    service.refresh(request.body.refresh, request.ip),
  );

  routeFrom(app, routes.logOut, async (request) => {
    await service.logout(request.body.refresh);
    return { detail: "Logged out." };
  });

  routeFrom(app, routes.getProfile, async (request) =>
    service.profile(await deps.authenticator.requireUser(request)),
  );
}
