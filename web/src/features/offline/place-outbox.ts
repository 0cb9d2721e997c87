import { type BookViewResponse, endpoints } from "@bindery/contract";
import { ApiError } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { storedUserId } from "../../lib/session-storage";
import { offlineStore } from "./offline-db";

/**
 * The outbox of reading places: every place a signed-in reader reaches is written here
 * first and then sent; one that cannot be sent (offline, the server down) waits here and
 * is sent again when the app starts, comes back online or regains focus. The server keeps
 * the place read last by `read_at` (progress.ts), so the order of arrival does not matter.
 */

/** A reading place not yet known to have reached the account. */
export interface PendingPlace {
  userId: string;
  bookId: string;
  /** The book page, from 0. */
  page: number;
  /** The block of it first on screen (reflowed view); absent, the page's top. */
  block?: number;
  /** When the reader was there, in ms since the epoch, by this device's clock. */
  readAt: number;
}

/** What became of one send. */
export type SendOutcome = "delivered" | "refused" | "unreachable";

/** A new place over one still waiting for the same book: the one read later wins. */
export function laterPlace(
  waiting: PendingPlace | undefined,
  recorded: PendingPlace,
): PendingPlace {
  return waiting && waiting.readAt > recorded.readAt ? waiting : recorded;
}

/**
 * What a failed send means: no answer, a server in trouble, too many requests or a
 * session to renew may pass, so the place waits; any other refusal (the book deleted or
 * no longer readable, a place it calls invalid) would be refused again, so it is dropped.
 */
export function outcomeOfFailure(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return "unreachable";
  const { status } = error;
  const passing = status === 0 || status === 401 || status === 408 || status === 429;
  return passing || status >= 500 ? "unreachable" : "refused";
}

/**
 * What still waits once `sent` got `outcome`: a place recorded while it was on its way
 * stays to be sent in turn; the place sent leaves once the server has had its say.
 */
export function afterSend(
  waiting: PendingPlace | undefined,
  sent: PendingPlace,
  outcome: SendOutcome,
): PendingPlace | undefined {
  if (outcome === "unreachable" || !waiting) return waiting;
  const same =
    waiting.readAt === sent.readAt && waiting.page === sent.page && waiting.block === sent.block;
  return same ? undefined : waiting;
}

/**
 * Where a book opens: the account's place, or the one waiting here when it was read
 * later (a place read offline that has not reached the account yet).
 */
export function placeToOpen(
  saved: { page: number; block: number; readAt: number | null },
  waiting: PendingPlace | undefined,
): { page: number; block: number } {
  if (waiting && (saved.readAt === null || waiting.readAt > saved.readAt)) {
    return { page: waiting.page, block: waiting.block ?? 0 };
  }
  return { page: saved.page, block: saved.block };
}

const keyOf = (userId: string, bookId: string) => `${userId}\n${bookId}`;

/** Records the signed-in reader's place in `bookId`, read now, and sends what waits. */
export async function savePlace(bookId: string, place: { page: number; block?: number }) {
  const userId = storedUserId();
  if (!userId) return;
  const recorded: PendingPlace = { userId, bookId, ...place, readAt: Date.now() };
  await offlineStore().update<PendingPlace>("places", keyOf(userId, bookId), (waiting) =>
    laterPlace(waiting, recorded),
  );
  await sendWaitingPlaces();
}

/** The book's view as the server answered it, with a later place waiting here put in. */
export async function withWaitingPlace(
  bookId: string,
  answer: BookViewResponse,
): Promise<BookViewResponse> {
  const userId = storedUserId();
  if (!userId) return answer;
  const detail = answer.book_detail;
  // A client answer written before place_read_at existed has none: read as never saved.
  const savedAt = detail.place_read_at ? Date.parse(detail.place_read_at) : null;
  const place = placeToOpen(
    { page: detail.last_read_page, block: detail.last_read_block, readAt: savedAt },
    await offlineStore().get<PendingPlace>("places", keyOf(userId, bookId)),
  );
  return { book_detail: { ...detail, last_read_page: place.page, last_read_block: place.block } };
}

let queued: Promise<void> | null = null;
let last: Promise<void> = Promise.resolve();

/**
 * Sends every place of the signed-in user that waits, one run at a time in this tab: a
 * call while one runs queues one more run (which sees what was recorded meanwhile), and
 * calls while that waits share it.
 */
export function sendWaitingPlaces(): Promise<void> {
  if (queued) return queued;
  const run = last.then(() => {
    queued = null;
    return sendAll();
  });
  queued = run;
  last = run.catch(() => {});
  return run;
}

async function sendAll(): Promise<void> {
  const userId = storedUserId();
  // Offline the browser knows it already: nothing is tried until it is back ('online').
  if (!userId || navigator.onLine === false) return;
  const store = offlineStore();
  const places = (await store.all<PendingPlace>("places")).filter(
    (place) => place.userId === userId,
  );
  for (const place of places) {
    let outcome: SendOutcome = "delivered";
    try {
      await callApi(endpoints.updateBookProgress, {
        params: { book_id: place.bookId },
        body: {
          last_read_page: place.page,
          ...(place.block === undefined ? {} : { last_read_block: place.block }),
          read_at: new Date(place.readAt).toISOString(),
        },
      });
    } catch (error) {
      outcome = outcomeOfFailure(error);
    }
    await store.update<PendingPlace>("places", keyOf(userId, place.bookId), (waiting) =>
      afterSend(waiting, place, outcome),
    );
    // The rest would meet the same closed door; they wait for the next run.
    if (outcome === "unreachable") return;
  }
}
