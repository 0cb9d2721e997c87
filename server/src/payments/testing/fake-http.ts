import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a fake gateway sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeServer {
  url: string;
  /** Every request received, oldest first, for assertions on what Bindery sent. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/**
 * A JSON HTTP server on 127.0.0.1 and a random port: the fake gateways are reached over
 * real HTTP by the same client code production uses, only the base URL differs.
 */
export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const request: FakeRequest = {
        method: incoming.method ?? "GET",
        path: new URL(incoming.url ?? "/", "http://fake").pathname,
        headers: incoming.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      try {
        const answer = await handle(request);
        outgoing.writeHead(answer.status, { "content-type": "application/json" });
        outgoing.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
      } catch (error) {
        outgoing.writeHead(500, { "content-type": "application/json" });
        outgoing.end(JSON.stringify({ fake_error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function parseJsonBody(request: FakeRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(request.rawBody);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const randomId = (length: number) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  for (let i = 0; i < length; i++) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
};
