import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet would set for `options`, worked out once. The options here are
 * fixed strings (no per-request functions or nonces), so every answer gets the same set;
 * building helmet's middleware on every request, as its Fastify plugin does, parsed the
 * whole Content-Security-Policy each time (about a tenth of a cached answer's cost).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer (pages, API, files, errors) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The one exception to "no other site may frame our pages" (frame-ancestors 'none' and
 * X-Frame-Options on every answer): a shared book's embed page is made to be framed by any
 * site. `policy` with frame-ancestors *; the caller also removes X-Frame-Options, which
 * would refuse the frame in browsers that read it.
 */
export function framableByAnySite(policy: string): string {
  return policy.replace(/frame-ancestors [^;]*/, "frame-ancestors *");
}
