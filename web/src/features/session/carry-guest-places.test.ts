import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_GUEST_PLACES,
  readGuestPlace,
  readGuestPlaces,
  writeGuestPlace,
} from "../../lib/session-storage";
import { fakeFetch, json } from "../../test/fake-api";
import { carryGuestPlaces } from "./carry-guest-places";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const view = (lastReadPage: number) => ({
  book_detail: { last_read_page: lastReadPage, last_read_block: 0 },
});

describe("a guest's places", () => {
  it("keeps the page per book, the most recent books only", () => {
    for (let book = 0; book < MAX_GUEST_PLACES + 5; book++) writeGuestPlace(`book-${book}`, book);
    writeGuestPlace("book-10", 99);
    const places = readGuestPlaces();
    expect(Object.keys(places)).toHaveLength(MAX_GUEST_PLACES);
    expect(readGuestPlace("book-0")).toBeNull();
    expect(readGuestPlace("book-10")).toBe(99);
    expect(Object.keys(places).at(-1)).toBe("book-10");
  });

  it("ignores storage it cannot read", () => {
    localStorage.setItem("bindery_guest_places", "{not json");
    expect(readGuestPlaces()).toEqual({});
    localStorage.setItem("bindery_guest_places", JSON.stringify({ a: 3, b: -1, c: "4", d: 1.5 }));
    expect(readGuestPlaces()).toEqual({ a: 3 });
  });
});

describe("carryGuestPlaces", () => {
  it("saves each place where the account has none, with the new token, and forgets them", async () => {
    writeGuestPlace("fresh", 22);
    writeGuestPlace("read-elsewhere", 5);
    writeGuestPlace("gone", 8);
    writeGuestPlace("at-start", 0);
    const calls = fakeFetch(({ url, method }) => {
      if (url.includes("/gone/")) return json(404, { detail: "Book not found." });
      if (method === "PATCH") return json(200, view(22));
      return json(200, view(url.includes("read-elsewhere") ? 40 : 0));
    });

    await carryGuestPlaces("new-access");

    expect(
      calls
        .filter((call) => call.method === "PATCH")
        .map(({ url, body, authorization }) => ({ url, body, authorization })),
    ).toEqual([
      {
        url: "/api/v1/pdf_parser/my_book_view/fresh/",
        body: { last_read_page: 22 },
        authorization: "Bearer new-access",
      },
    ]);
    // A guest at a book's first page has nothing to carry: not even asked.
    expect(calls.some((call) => call.url.includes("at-start"))).toBe(false);
    expect(readGuestPlaces()).toEqual({});
  });
});
