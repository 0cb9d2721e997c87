import type { FastifyInstance } from "fastify";
import { HEALTH_PROBE_EVERY_MS } from "../lib/database-health.js";
import { startThread } from "../lib/module-entry.js";
import type { ServerHealth } from "./health-answer.js";

export interface HealthThread {
  /** The port it listens on (HEALTH_PORT, or the one given for 0). */
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves `GET /healthz` on `port` from a thread of its own (HEALTH_PORT). The server's
 * /healthz waits in line with every request on its event loop: under load its answer
 * takes as long as theirs (figures in ADR 0033), and an orchestrator that asks with a short timeout would take a busy server for a dead
 * one. Every second the server asks itself (`inject`, off the sockets' queue) and posts
 * the answer to the thread, which answers with it; an answer older than
 * STALLED_AFTER_MS means the server's loop is stuck, and the thread says so with a 503.
 */
export async function startHealthThread(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<HealthThread> {
  const healthNow = async (): Promise<ServerHealth> => {
    const answer = await app.inject({ method: "GET", url: "/healthz" });
    return { status: answer.statusCode, body: answer.body, at: Date.now() };
  };
  // The port opens with the server's first answer in hand: a check that comes as soon as
  // it opens gets that answer, not a 503 for a server still starting.
  const first = await healthNow();
  const worker = startThread(new URL("./health-listener.js", import.meta.url), {
    ...options,
    first,
  });
  const postHealth = async () => worker.postMessage(await healthNow());
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: { listening?: number; failed?: string }) => {
      if (message.listening !== undefined) resolve(message.listening);
      else reject(new Error(`HEALTH_PORT ${options.port} could not be opened: ${message.failed}`));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  // Later, a thread that fails is said in the log; HEALTH_PORT then stops answering, which
  // a load balancer reads as the instance being down.
  worker.on("error", (error) => app.log.error({ err: error }, "the health thread stopped"));
  const timer = setInterval(() => {
    postHealth().catch((error: unknown) => app.log.warn({ err: error }, "health check failed"));
  }, HEALTH_PROBE_EVERY_MS);
  timer.unref();
  worker.unref();
  return {
    port,
    async stop() {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
