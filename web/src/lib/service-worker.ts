import { KEEP_WHOLE_APP } from "./offline-caches";

/** The worker the build writes (web/scripts/service-worker.mjs), for the whole site. */
const WORKER_URL = "/sw.js";

/**
 * Registers the service worker once the page has loaded, so its install (which fetches
 * the first screen's files, mostly from the HTTP cache by then) never competes with the
 * page's own first requests. The development server has no worker to register.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
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
