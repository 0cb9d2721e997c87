import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { FILES_ROUTE_PREFIX } from "./files/file-urls.js";

/**
 * Query parameters never logged: those that open something (signatures, tokens,
 * passwords) and those that carry what a reader typed (search terms), which is theirs.
 */
const REDACTED_PARAMETERS = /^(sig|signature|token|access|refresh|password|key|q|url)$/i;
/**
 * A share link's token, in its page's path and in the API's: whoever reads it reads the
 * book, so logs keep "[token]" instead (an oEmbed request's url parameter is redacted too).
 */
const SHARE_TOKEN_IN_PATH = /^(\/share\/|\/api\/v1\/shared\/)[^/?]+/;

/** Longer URLs are logged cut to this many characters, so one request is one short line. */
export const MAX_LOGGED_URL_LENGTH = 512;

/**
 * A URL as logs may keep it. A signed file URL works for hours for anyone who reads it,
 * so /files/ URLs lose their whole query; elsewhere only the redacted parameters are
 * blanked, so the rest of a query (a page number) still helps to debug. Whatever is
 * left is cut at MAX_LOGGED_URL_LENGTH, with a marker saying how much was left out.
 */
export function loggableUrl(url: string): string {
  const kept = withoutRedactedParameters(url.replace(SHARE_TOKEN_IN_PATH, "$1[token]"));
  if (kept.length <= MAX_LOGGED_URL_LENGTH) return kept;
  const cut = kept.length - MAX_LOGGED_URL_LENGTH;
  return `${kept.slice(0, MAX_LOGGED_URL_LENGTH)}…[${cut} more characters cut]`;
}

function withoutRedactedParameters(url: string): string {
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
        // A malformed escape is logged as written; it cannot name a redacted parameter.
      }
      return REDACTED_PARAMETERS.test(decoded) ? `${name}=[redacted]` : pair;
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
