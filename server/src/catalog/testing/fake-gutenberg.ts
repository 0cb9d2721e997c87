import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGutenbergRequest {
  method: string;
  path: string;
  userAgent: string | undefined;
}

export interface FakeGutenberg {
  url: string;
  requests: FakeGutenbergRequest[];
  /** Most requests the server was answering at one time. */
  maxConcurrent(): number;
  close(): Promise<void>;
}

/**
 * A stand-in for www.gutenberg.org on 127.0.0.1: serves the given EPUBs at Project
 * Gutenberg's download paths (/ebooks/<id>.epub3.images), answers 404 for any other
 * eBook, and an HTML page (200) for the ids in `htmlFor`, as a captive portal would.
 * Each answer waits `delayMs`, so requests sent at once would overlap.
 */
export async function startFakeGutenberg(options: {
  epubs: Record<number, Uint8Array>;
  htmlFor?: number[];
  delayMs?: number;
}): Promise<FakeGutenberg> {
  const requests: FakeGutenbergRequest[] = [];
  let active = 0;
  let peak = 0;
  const server = http.createServer(async (request, response) => {
    active++;
    peak = Math.max(peak, active);
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    requests.push({
      method: request.method ?? "GET",
      path,
      userAgent: request.headers["user-agent"],
    });
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    const id = Number(/^\/ebooks\/(\d+)\.epub3\.images$/.exec(path)?.[1]);
    const epub = options.epubs[id];
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" }).end("<h1>Free eBooks</h1>");
    } else if (options.htmlFor?.includes(id)) {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Please log in</html>");
    } else if (epub) {
      response.writeHead(200, { "content-type": "application/epub+zip" }).end(Buffer.from(epub));
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    }
    active--;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    maxConcurrent: () => peak,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
