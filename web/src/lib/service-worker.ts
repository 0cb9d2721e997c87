import { KEEP_WHOLE_APP, remembersAnswer } from "./offline-caches";
import { readTokens } from "./session-storage";

/** The worker the build writes (web/scripts/service-worker.mjs), for the whole site. */
const WORKER_URL = "/sw.js";

/** Whether this page will have a worker: the development server registers none. */
const workerExpected = () =>
  import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * The API answers the worker remembers for offline screens (offline-caches.ts) that this
 * page asked for before any worker answered it, by address, with the request's headers.
 * On a first visit the worker installs after the page's own first requests (see
 * registerServiceWorker), so it never saw them: without asking again, a shelf seen only
 * then was missing offline.
 */
const askedPastWorker = new Map<string, Headers>();

/** Notes a GET of the API that no worker answers yet, to be asked again through it. */
export function notePastWorker(url: string, headers: Headers): void {
  if (!workerExpected() || navigator.serviceWorker.controller) return;
  if (!remembersAnswer(new URL(url, location.href).pathname)) return;
  askedPastWorker.set(url, new Headers(headers));
}

/**
 * Asks again, through the worker that has just taken the page, for the answers it would
 * have remembered, with the bearer token as it is now (it may have been refreshed since).
 * A signed-in answer is not asked for once the user has signed out: the worker would keep
 * it for the next person at this browser. Nothing on screen changes, only its copies.
 */
function askAgainThroughWorker(): void {
  const access = readTokens().access;
  for (const [url, headers] of askedPastWorker) {
    if (headers.has("authorization")) {
      if (!access) continue;
      headers.set("authorization", `Bearer ${access}`);
    }
    void fetch(url, { headers }).catch(() => {});
  }
  askedPastWorker.clear();
}

/**
 * Registers the service worker once the page has loaded, so its install (which fetches
 * the first screen's files, mostly from the HTTP cache by then) never competes with the
 * page's own first requests. The development server has no worker to register.
 */
export function registerServiceWorker(): void {
  if (!workerExpected()) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", askAgainThroughWorker, {
      once: true,
    });
  }
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
      // The site works without it; only offline reading is lost.
      console.warn("The service worker could not be registered:", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Asks the service worker to keep every file of the app, so a book saved for offline
 * reading also opens in screens not visited yet. Answers whether they are kept; false
 * without a worker (the development server, a browser that blocks it).
 */
export async function keepWholeApp(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  // A worker still installing is waited for: `ready` is the registration once active.
  const { active } = registration.active ? registration : await navigator.serviceWorker.ready;
  if (!active) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    active.postMessage(KEEP_WHOLE_APP, [channel.port2]);
  });
}
