import { routes } from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { registerCustomThemeRoutes } from "./custom/custom-themes.routes.js";
import { themesServiceFor } from "./themes.service.js";

export async function registerThemeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const service = themesServiceFor(deps);

  routeFrom(app, routes.listThemes, async (request) =>
    service.list(request.params.user_id, await deps.authenticator.optionalUser(request)),
  );

  await registerCustomThemeRoutes(app, deps);
}
