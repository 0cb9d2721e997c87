import { readerChunkOf, visitorReaderRequests } from "@bindery/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../../test/fake-api";
import { bookChunkQuery, themesQuery } from "./reader-api";
import { bookSource } from "./reader-source";

afterEach(() => vi.unstubAllGlobals());

describe("a visitor's reader's first requests", () => {
  // The server names these URLs in the reader page for the browser to fetch early; a
  // preload is used only when the app asks for exactly the same URL.
  it("are the URLs the server preloads for the page", async () => {
    // A chunk answer with no pages: what is asked for, not what comes back, is tested.
    const calls = fakeFetch(() => json(200, { pages: [] }));
    const client = new QueryClient();
    const bookId = "book/é 1";
    await client.fetchQuery(bookChunkQuery(bookSource(bookId, false), readerChunkOf(24)));
    await client.fetchQuery(themesQuery(null));
    const preloaded = visitorReaderRequests(bookId, 24);
    expect(calls.map((call) => call.url)).toEqual([preloaded.chunk, preloaded.themes]);
    expect(calls.map((call) => call.authorization)).toEqual([null, null]);
  });
});
