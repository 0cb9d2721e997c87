import type { BookViewResponse } from "@bindery/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { fakeFetch, json, makeJwt } from "../../test/fake-api";
import { forgetOfflineStoreForTests } from "./offline-db";
import {
  afterSend,
  laterPlace,
  outcomeOfFailure,
  type PendingPlace,
  placeToOpen,
  savePlace,
  sendWaitingPlaces,
  withWaitingPlace,
} from "./place-outbox";

const place = (readAt: number, page = 4, block?: number): PendingPlace => ({
  userId: "user-1",
  bookId: "book-1",
  page,
  ...(block === undefined ? {} : { block }),
  readAt,
});

describe("the outbox's rules", () => {
  it("keeps the place read later when a new one is recorded over one waiting", () => {
    expect(laterPlace(undefined, place(100))).toEqual(place(100));
    expect(laterPlace(place(100, 4), place(200, 9))).toEqual(place(200, 9));
    // A place from a tab whose clock ran behind does not replace a later one.
    expect(laterPlace(place(300, 12), place(200, 9))).toEqual(place(300, 12));
    // The same moment: the newer record.
    expect(laterPlace(place(300, 12), place(300, 13))).toEqual(place(300, 13));
  });

  it("waits on no answer, a server in trouble, a busy server or a session to renew", () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503]) {
      expect([status, outcomeOfFailure(new ApiError(status, null))]).toEqual([
        status,
        "unreachable",
      ]);
    }
    // fetch's own failure (no answer at all) is no answer either.
    expect(outcomeOfFailure(new TypeError("Failed to fetch"))).toBe("unreachable");
  });

  it("drops a place the server refuses for good: a book gone, not readable, a bad place", () => {
    for (const status of [400, 403, 404, 409]) {
      expect([status, outcomeOfFailure(new ApiError(status, null))]).toEqual([status, "refused"]);
    }
  });

  it("lets the place sent leave, but not one recorded while it was on its way", () => {
    const sent = place(100, 4, 2);
    expect(afterSend(sent, sent, "delivered")).toBeUndefined();
    expect(afterSend({ ...sent }, sent, "refused")).toBeUndefined();
    expect(afterSend(sent, sent, "unreachable")).toEqual(sent);
    const newer = place(150, 6);
    expect(afterSend(newer, sent, "delivered")).toEqual(newer);
    expect(afterSend(undefined, sent, "delivered")).toBeUndefined();
  });

  it("opens at the place waiting here only when it was read after the account's", () => {
    const saved = { page: 20, block: 3, readAt: 1_000 };
    expect(placeToOpen(saved, undefined)).toEqual({ page: 20, block: 3 });
    expect(placeToOpen(saved, place(2_000, 8, 1))).toEqual({ page: 8, block: 1 });
    expect(placeToOpen(saved, place(2_000, 8))).toEqual({ page: 8, block: 0 });
    // Read earlier, or the very place already saved: the account's.
    expect(placeToOpen(saved, place(500, 8))).toEqual({ page: 20, block: 3 });
    expect(placeToOpen(saved, place(1_000, 8))).toEqual({ page: 20, block: 3 });
    // An account that never saved a place: the one here.
    expect(placeToOpen({ page: 0, block: 0, readAt: null }, place(5, 2))).toEqual({
      page: 2,
      block: 0,
    });
  });
});

describe("the outbox", () => {
  beforeEach(() => {
    forgetOfflineStoreForTests();
    localStorage.setItem("access_token", makeJwt(3600, "token", "user-1"));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  const view = (page: number, placeReadAt: string | null): BookViewResponse => ({
    book_detail: {
      last_read_page: page,
      last_read_block: 0,
      theme_id: null,
      page_theme_id: null,
      progress: 10,
      bindery_pages_count: 40,
      original_pages_count: 0,
      place_read_at: placeReadAt,
    },
  });

  it("keeps a place read offline and sends it, with the time it was read, once back", async () => {
    vi.useFakeTimers({ now: Date.parse("2024-05-01T09:00:00Z"), toFake: ["Date"] });
    const offline = fakeFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    await savePlace("book-1", { page: 12, block: 2 });
    expect(offline).toHaveLength(1);
    // Reopened before it was sent: the book opens where it was read here.
    expect(
      (await withWaitingPlace("book-1", view(4, "2024-05-01T08:00:00.000Z"))).book_detail,
    ).toMatchObject({ last_read_page: 12, last_read_block: 2 });

    vi.setSystemTime(Date.parse("2024-05-01T10:00:00Z"));
    const online = fakeFetch(() => json(200, view(12, "2024-05-01T09:00:00.000Z")));
    await sendWaitingPlaces();
    expect(online.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: "/api/v1/pdf_parser/my_book_view/book-1/",
        method: "PATCH",
        body: { last_read_page: 12, last_read_block: 2, read_at: "2024-05-01T09:00:00.000Z" },
      },
    ]);
    // Delivered: nothing waits, and the account's place (read later elsewhere) wins.
    await sendWaitingPlaces();
    expect(online).toHaveLength(1);
    expect(
      (await withWaitingPlace("book-1", view(30, "2024-05-01T09:30:00.000Z"))).book_detail,
    ).toMatchObject({ last_read_page: 30 });
  });

  it("drops a place the server refuses, and sends only the signed-in reader's", async () => {
    const refused = fakeFetch(() => json(404, { detail: "Book not found." }));
    await savePlace("gone", { page: 3 });
    expect(refused.map((call) => call.body)).toEqual([
      { last_read_page: 3, read_at: expect.any(String) },
    ]);
    await sendWaitingPlaces();
    expect(refused).toHaveLength(1);

    // Another reader's place waits for them; this one's goes.
    const unreachable = fakeFetch(() => json(503, {}));
    await savePlace("book-1", { page: 5 });
    localStorage.setItem("access_token", makeJwt(3600, "token", "user-2"));
    const calls = fakeFetch(() => json(200, view(0, null)));
    await savePlace("book-2", { page: 7 });
    expect(unreachable).toHaveLength(1);
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/pdf_parser/my_book_view/book-2/"]);
    localStorage.setItem("access_token", makeJwt(3600, "token", "user-1"));
    await sendWaitingPlaces();
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ["/api/v1/pdf_parser/my_book_view/book-2/", expect.anything()],
      [
        "/api/v1/pdf_parser/my_book_view/book-1/",
        { last_read_page: 5, read_at: expect.any(String) },
      ],
    ]);
  });

  it("sends nothing while the browser says it is offline, nor for a visitor", async () => {
    const calls = fakeFetch(() => json(200, view(0, null)));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await savePlace("book-1", { page: 9 });
    expect(calls).toEqual([]);
    vi.restoreAllMocks();
    localStorage.clear();
    await savePlace("book-3", { page: 1 });
    await sendWaitingPlaces();
    expect(calls).toEqual([]);
    // The place read offline is still there for its reader.
    localStorage.setItem("access_token", makeJwt(3600, "token", "user-1"));
    await sendWaitingPlaces();
    expect(calls.map((call) => call.body)).toEqual([
      { last_read_page: 9, read_at: expect.any(String) },
    ]);
  });
});
