import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { healthAnswer, type ServerHealth } from "./health-answer.js";

/**
 * The health thread's own HTTP server (started by health-thread.ts): `GET /healthz` on
 * HEALTH_PORT, answered from the last answer the server posted, on this thread's event
 * loop, so a crowd queued on the server's loop never delays it.
 */
const { port, host, first } = workerData as {
  port: number;
  host: string;
  /** The server's answer when it started this thread: the port opens with an answer. */
  first: ServerHealth;
};
let last = first;
parentPort?.on("message", (health: ServerHealth) => {
  last = health;
});

const JSON_TYPE = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
};

const server = http.createServer((request, response) => {
  const path = (request.url ?? "").split("?")[0];
  if ((request.method !== "GET" && request.method !== "HEAD") || path !== "/healthz") {
    response.writeHead(404, JSON_TYPE).end(JSON.stringify({ detail: "Not found." }));
    return;
  }
  const answer = healthAnswer(last, Date.now());
  response.writeHead(answer.status, JSON_TYPE).end(answer.body);
});
server.on("error", (error) => {
  parentPort?.postMessage({ failed: error.message });
});
server.listen(port, host, () => {
  const address = server.address();
  parentPort?.postMessage({
    listening: typeof address === "object" && address ? address.port : port,
  });
});
