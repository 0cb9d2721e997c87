import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { allowScripts, inlineScriptSources } from "./inline-script-policy.js";
import { addScriptNonce } from "./script-nonce.js";

/** The built web app (web/dist) beside this package. */
export const WEB_DIST_DIR = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Turns the default Content-Security-Policy into a page's, given the page's nonce. Set
 * when a third-party script must run on the pages (an ad network); every page is then
 * served with a fresh nonce on its scripts.
 */
export type PagePolicy = (basePolicy: string, nonce: string) => string;

/**
 * Serves the built single-page app: hashed assets under /static/ cached for a year, the
 * HTML never cached, and index.html for every other GET that is not an API path, except
 * the home page's own: home.html, with the page prerendered at build time.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root = WEB_DIST_DIR,
  pagePolicy?: PagePolicy,
): Promise<void> {
  const index = path.join(root, "index.html");
  const built = fs.existsSync(index);
  // Read once: every page request answers it, and a build replaces the server anyway
  // (npm start builds, then starts). Off the disk, a burst of sign-ins cannot delay it.
  const indexHtml = built ? fs.readFileSync(index, "utf8") : "";
  const homeFile = path.join(root, "home.html");
  const homeHtml = built && fs.existsSync(homeFile) ? fs.readFileSync(homeFile, "utf8") : indexHtml;
  // home.html marks a member's visit with an inline script before it paints.
  const homeScripts = inlineScriptSources(homeHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (web/scripts/precompress.mjs); they are sent
      // with Content-Encoding and Vary: Accept-Encoding to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}static${path.sep}`);
        res.header(
          "cache-control",
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : "public, max-age=0, must-revalidate",
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    const isAsset = request.url.startsWith("/static/") || request.url.startsWith("/files/");
    if (!wantsPage || isApi || isAsset) {
      return reply.status(404).send({ detail: "Not found." });
    }
    if (!built) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build`.");
    }
    reply.header("cache-control", "no-cache").type("text/html");
    const home = isHomePage(request.url);
    const html = home ? homeHtml : indexHtml;
    const defaultPolicy = String(reply.getHeader("content-security-policy") ?? "");
    const basePolicy = home ? allowScripts(defaultPolicy, homeScripts) : defaultPolicy;
    if (!pagePolicy) return reply.header("content-security-policy", basePolicy).send(html);
    const nonce = randomBytes(18).toString("base64");
    return reply
      .header("content-security-policy", pagePolicy(basePolicy, nonce))
      .send(addScriptNonce(html, nonce));
  });
}

/** `/`, or `/?view=home`: the landing page, the one page prerendered (other views differ). */
function isHomePage(url: string): boolean {
  const { pathname, searchParams } = new URL(url, "http://page.invalid");
  const view = searchParams.get("view");
  return pathname === "/" && (view === null || view === "home");
}
