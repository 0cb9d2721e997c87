import Fastify, { type FastifyServerOptions } from "fastify";
import type { Deps } from "../feature-deps.js";

/**
 * A worker-only process serves no API: only `GET /healthz` on WORKER_HEALTH_PORT, for an
 * orchestrator to see that it is alive and reaches its database.
 */
export async function serveWorkerHealth(deps: Deps, logger: FastifyServerOptions["logger"]) {
  // Logged like the API: JSON lines at LOG_LEVEL.
  const app = Fastify({ logger });
  app.get("/healthz", async () => {
    await deps.db.selectFrom("users").select("id").limit(1).execute();
    return { status: "ok", role: "worker", running: deps.queue.active("convert-upload") };
  });
  await app.listen({ port: deps.config.WORKER_HEALTH_PORT, host: deps.config.HOST });
  return app;
}
