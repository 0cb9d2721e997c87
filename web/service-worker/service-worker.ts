import { API_BASE } from "@bindery/contract";
import {
  API_CACHE,
  BOOK_CACHE_PREFIX,
  KEEP_WHOLE_APP,
  remembersAnswer,
  SHELL_CACHE_PREFIX,
} from "../src/lib/offline-caches";

/**
 * Bindery's service worker (/sw.js, built by web/scripts/service-worker.mjs): it keeps the
 * app's own files so the app starts without a network, and answers a book saved for
 * offline reading from the copy the page stored (features/offline/download-book.ts).
 *
 * Online, every answer is the network's: pages and API answers are asked for as the page
 * asked (through the browser's HTTP cache, so ETags and revalidation work as before) and
 * only a failed request is answered from a copy. The one exception is the build's hashed
 * files under /static/, which never change under their name and come from the copy kept.
 */

const worker = self as unknown as ServiceWorkerGlobalScope;

/** The build's files, written in by the build. */
declare const BINDERY_SHELL: {
  /** Changes with any file of the build, so a new build installs a new worker. */
  version: string;
  /** The page every screen starts from (index.html), answered to navigations offline. */
  page: string;
  /** What the first screen loads (index.html's scripts and styles, the manifest, icons). */
  first: readonly string[];
  /** Every file of the app: all screens' code, fonts, sounds. */
  all: readonly string[];
};

/** Read once: the build writes the whole list in at each mention. */
const SHELL = BINDERY_SHELL;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${SHELL.version}`;
const STATIC_PREFIX = "/static/";

/** Whether any book is saved for offline reading: then the whole app is kept, not its start. */
async function keepsBooks(): Promise<boolean> {
  return (await caches.keys()).some((name) => name.startsWith(BOOK_CACHE_PREFIX));
}

/**
 * Puts the files missing from this build's cache into it. A hashed file an earlier build
 * kept is the same file and is copied, not fetched; the page is fetched afresh, past the
 * HTTP cache, so it names this build's files.
 */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const missing: string[] = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(
    missing.map(async (url) => {
      const hashed = url.startsWith(STATIC_PREFIX);
      const earlier = hashed ? await caches.match(url) : undefined;
      const response = earlier ?? (await fetch(url, { cache: hashed ? "default" : "no-cache" }));
      if (!response.ok) throw new Error(`The app's file ${url} answered ${response.status}.`);
      await cache.put(url, response);
    }),
  );
}

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await keep([SHELL.page, ...SHELL.first]);
      if (await keepsBooks()) await keep(SHELL.all);
      // A new build takes over at once: online every page is the network's anyway, and
      // the files of the build it replaces are gone from the server.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The page's request starts while the worker wakes, not after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("message", (event) => {
  const port = event.ports[0];
  if (event.data !== KEEP_WHOLE_APP || !port) return;
  event.waitUntil(
    keep(SHELL.all).then(
      () => port.postMessage(true),
      () => port.postMessage(false),
    ),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.respondWith(hashedFile(request));
  } else if (url.pathname.startsWith(`${API_BASE}/`)) {
    event.respondWith(apiAnswer(event, url));
  } else if (url.pathname.startsWith("/files/") || SHELL.first.includes(url.pathname)) {
    event.respondWith(networkOrCopy(request));
  }
});

/** A page from the network (as the server writes it for the address); offline, the app's page. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded: Response | undefined = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const kept = await caches.match(SHELL.page, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file never changes: the copy kept, else the network's, kept for next time. */
async function hashedFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.status === 200) await cache.put(request, answer.clone());
  return answer;
}

/**
 * An API answer from the network; the ones the worker remembers (offline-caches.ts) are
 * kept as they come. Without a network: the answer remembered, else the one a book saved
 * for offline reading stored under the same address.
 */
async function apiAnswer(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  try {
    const answer = await fetch(request);
    if (answer.status === 200 && remembersAnswer(url.pathname)) {
      const copy = answer.clone();
      event.waitUntil(caches.open(API_CACHE).then((cache) => cache.put(request, copy)));
    }
    return answer;
  } catch (error) {
    // Vary (Accept-Encoding) is the network's concern: any copy of the address will do.
    const kept =
      (await caches.match(request, { cacheName: API_CACHE, ignoreVary: true })) ??
      (await caches.match(request, { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/**
 * A stored file (a page's picture, a cover, a theme's picture or sound) or one of the
 * app's unhashed files, from the network; offline, the copy kept. A private file's
 * signed address changes with its expiry, so a copy under the same path will do.
 */
async function networkOrCopy(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept =
      (await caches.match(request, { ignoreVary: true })) ??
      (await caches.match(request, { ignoreVary: true, ignoreSearch: true }));
    if (kept) return kept;
    throw error;
  }
}
