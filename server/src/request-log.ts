import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { FILES_ROUTE_PREFIX } from "./files/file-urls.js";

/** Query parameters that open something (signatures, tokens, passwords): never logged. */
const SECRET_PARAMETERS = /^(sig|signature|token|access|refresh|password|key)$/i;

/**
 * A URL as logs may keep it. A signed file URL works for hours for anyone who reads it,
 * so /files/ URLs lose their whole query; elsewhere only secret-bearing parameters are
 * blanked, so the rest of a query (a page number, a search) still helps to debug.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  if (path.startsWith(FILES_ROUTE_PREFIX)) return path;
  const kept = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as written; it cannot name a secret parameter.
      }
      return SECRET_PARAMETERS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${kept.join("&")}`;
}

/** Logger options for the server: requests' URLs always pass through `loggableUrl`. */
export function serverLoggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
      }),
    },
  };
}

/**
 * One short line per request at `info` ("GET /api/v1/books/ 200 3ms"), replacing
 * Fastify's two long ones (about 500 bytes a request); at `debug`, one line with the
 * detail: client address, user agent, sizes. Either way the URL is `loggableUrl`'s.
 * Needs Fastify's own request logging off (`disableRequestLogging`).
 */
const DETAILED_LEVELS = new Set(["debug", "trace"]);
/** Levels that write no request line: the line is not even built (a hot path's cost). */
const QUIET_LEVELS = new Set(["warn", "error", "fatal", "silent"]);

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    if (QUIET_LEVELS.has(request.log.level)) return;
    const url = loggableUrl(request.url);
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${url} ${reply.statusCode} ${ms}ms`;
    if (!DETAILED_LEVELS.has(request.log.level)) {
      request.log.info(line);
      return;
    }
    request.log.debug(
      {
        req: {
          method: request.method,
          url,
          host: request.host,
          remoteAddress: request.ip,
          userAgent: request.headers["user-agent"],
          contentLength: request.headers["content-length"],
        },
        res: { statusCode: reply.statusCode, contentLength: reply.getHeader("content-length") },
        responseTime: reply.elapsedTime,
      },
      line,
    );
  });
}
