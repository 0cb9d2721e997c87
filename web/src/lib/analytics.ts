import {
  type AnalyticsEvent,
  EVENTS_PATH,
  MAX_EVENTS_PER_BATCH,
  MAX_PAGES_PER_EVENT,
} from "@bindery/contract";

/**
 * First-party analytics (contract/src/events.ts). Events wait in memory and leave in
 * batches: when the batch is full, a few seconds after the first event of a batch, and
 * when the page is hidden or left. Page turns are only counted, and sent as one
 * pages_turned event per book per batch, so reading a whole book costs a handful of
 * requests. Nothing is recorded at all under Do Not Track or Global Privacy Control.
 */
const FLUSH_DELAY_MS = 5000;

const queue: AnalyticsEvent[] = [];
const pageTurns = new Map<string, number>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** True when the browser asks not to be tracked; checked on every call, it may change. */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** Records one event (no personal data: the contract refuses anything but ids and flags). */
export function track(event: AnalyticsEvent): void {
  if (trackingRefused()) return;
  queue.push({ ...event, at: Date.now() });
  schedule();
}

/** Counts one page turn in a book; sent later as part of a pages_turned event. */
export function countPageTurn(bookId: string): void {
  if (trackingRefused()) return;
  const count = (pageTurns.get(bookId) ?? 0) + 1;
  pageTurns.set(bookId, count);
  if (count >= MAX_PAGES_PER_EVENT) moveTurnsToQueue();
  schedule();
}

/** Sends whatever is waiting, at once. */
export function flushAnalytics(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  moveTurnsToQueue();
  while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_BATCH));
}

function moveTurnsToQueue(): void {
  for (const [bookId, count] of pageTurns) {
    queue.push({ name: "pages_turned", props: { book_id: bookId, count }, at: Date.now() });
  }
  pageTurns.clear();
}

function schedule(): void {
  listenForLeave();
  if (queue.length >= MAX_EVENTS_PER_BATCH) flushAnalytics();
  else flushTimer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** A page being hidden may never come back (tab closed, phone locked): send now. */
function listenForLeave(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushAnalytics();
  });
  window.addEventListener("pagehide", flushAnalytics);
}

function send(events: AnalyticsEvent[]): void {
  const body = JSON.stringify({ events });
  // sendBeacon survives the page being closed; its text/plain body is accepted by the server.
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(EVENTS_PATH, body)) return;
  void fetch(EVENTS_PATH, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "application/json" },
  }).catch(() => {
    // Analytics must never disturb the reader: a lost batch is only a lost count.
  });
}
