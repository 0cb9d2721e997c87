import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sharePathParts, VISITOR_PRELOADS_TEMPLATE_ID } from "@bindery/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { allowScripts, inlineScriptSources } from "./inline-script-policy.js";
import { addScriptNonce } from "./script-nonce.js";
import { framableByAnySite } from "./security-headers.js";

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
 * What the page of a visitor's reader of book `bookId` at `address` names at once
 * (reader-page/visitor-preloads.ts): `head`, tags put into reader.html's head as they are;
 * `visitor`, links put into its visitor-only template.
 */
export type VisitorPreloads = (
  bookId: string,
  address: URL,
) => Promise<{ head: string; visitor: string }>;

/**
 * What the page of a share link with `token` (its reader, or its embed) answers: its
 * status (404 or 410 once the link is gone), the tags put into reader.html's head (a
 * preview for link unfurlers, which run no script), the title it names, and headers.
 */
export type SharePage = (token: string) => Promise<{
  status: number;
  head: string;
  title: string | null;
  headers: Record<string, string>;
}>;

export interface WebAppOptions {
  pagePolicy?: PagePolicy;
  /** The links a visitor's reader of a book can use at once (reader.html's template). */
  visitorPreloads?: VisitorPreloads;
  /** The head of a share link's page. */
  sharePage?: SharePage;
}

/** A page the server sends: its HTML, read once, and the hashes of its inline scripts. */
interface PageHtml {
  html: string;
  scripts: string[];
}

/**
 * Serves the built single-page app: hashed assets under /static/ cached for a year, the
 * HTML never cached, and index.html for every other GET that is not an API path, except
 * the pages of their own: home.html, with the page prerendered at build time, and
 * reader.html, which names the reader's code and, for a visitor, the book's first
 * requests, or, on a share link's page, the link's preview. A share's embed page alone
 * may be framed by other sites.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root = WEB_DIST_DIR,
  { pagePolicy, visitorPreloads, sharePage }: WebAppOptions = {},
): Promise<void> {
  const index = path.join(root, "index.html");
  const built = fs.existsSync(index);
  // Read once: every page request answers it, and a build replaces the server anyway
  // (npm start builds, then starts). Off the disk, a burst of sign-ins cannot delay it.
  const readPage = (name: string): PageHtml => {
    const file = path.join(root, name);
    const html = fs.readFileSync(fs.existsSync(file) ? file : index, "utf8");
    return { html, scripts: inlineScriptSources(html) };
  };
  const pages = built
    ? {
        index: readPage("index.html"),
        home: readPage("home.html"),
        reader: readPage("reader.html"),
      }
    : null;
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
    if (!pages) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build`.");
    }
    reply.header("cache-control", "no-cache").type("text/html");
    const address = new URL(request.url, "http://page.invalid");
    const readerBook = address.pathname.match(READER_PATH)?.[1];
    const share = sharePathParts(address.pathname);
    const page = isHomePage(address)
      ? pages.home
      : readerBook || share
        ? pages.reader
        : pages.index;
    let html = page.html;
    if (readerBook && visitorPreloads) {
      html = withVisitorPreloads(
        html,
        await preloadsOrNone(request, visitorPreloads, readerBook, address),
      );
    } else if (share && sharePage) {
      const answer = await sharePage(share.token);
      html = withShareHead(html, answer.head, answer.title);
      reply.status(answer.status).headers(answer.headers);
    }
    const defaultPolicy = String(reply.getHeader("content-security-policy") ?? "");
    let basePolicy = allowScripts(defaultPolicy, page.scripts);
    if (share?.embed) {
      basePolicy = framableByAnySite(basePolicy);
      reply.removeHeader("x-frame-options");
    }
    if (!pagePolicy) return reply.header("content-security-policy", basePolicy).send(html);
    const nonce = randomBytes(18).toString("base64");
    return reply
      .header("content-security-policy", pagePolicy(basePolicy, nonce))
      .send(addScriptNonce(html, nonce));
  });
}

/** `/`, or `/?view=home`: the landing page, the one page prerendered (other views differ). */
function isHomePage({ pathname, searchParams }: URL): boolean {
  const view = searchParams.get("view");
  return pathname === "/" && (view === null || view === "home");
}

/** The reader's route, /read_book/{id}: the id as the app's router reads it. */
const READER_PATH = /^\/read_book\/([^/]+)\/?$/;

/** `html` (reader.html) with `head` before its visitor-only template and `visitor` in it. */
function withVisitorPreloads(html: string, { head, visitor }: { head: string; visitor: string }) {
  const id = VISITOR_PRELOADS_TEMPLATE_ID;
  return html.replace(
    `<template id="${id}"></template>`,
    `${head}<template id="${id}">${visitor}</template>`,
  );
}

/** `html` (reader.html) with a share page's tags at the end of its head, and its title. */
function withShareHead(html: string, head: string, title: string | null): string {
  const titled = title
    ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)} · Bindery</title>`)
    : html;
  return titled.replace("</head>", `${head}</head>`);
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page without its preloads still works: a failed lookup costs only the head start. */
async function preloadsOrNone(
  request: FastifyRequest,
  visitorPreloads: VisitorPreloads,
  encodedId: string,
  address: URL,
): Promise<{ head: string; visitor: string }> {
  try {
    return await visitorPreloads(decodeURIComponent(encodedId), address);
  } catch (error) {
    request.log.warn({ err: error }, "The reader page's preloads could not be looked up.");
    return { head: "", visitor: "" };
  }
}
