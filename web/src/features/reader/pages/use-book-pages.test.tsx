import { type BookPagesResponse, SIGNED_URL_RENEW_MS } from "@bindery/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, makeJwt } from "../../../test/fake-api";
import { bookSource } from "./reader-source";
import { useBookPages } from "./use-book-pages";

/** A private book's first chunk, its page image at a signed URL of generation `n`. */
const chunk = (n: number): BookPagesResponse => ({
  book: {
    book_meta_unique_id: "b1",
    book_name: "Notes",
    book_cover: null,
    bindery_pages_count: 1,
    original_pages_count: 1,
    is_public_domain: 0,
    description: "",
    author: null,
    language: null,
    reading_direction: "ltr",
    status: "ready",
    notice: null,
  },
  pages: [
    {
      page_meta_unique_id: "p1",
      page_order: 0,
      page_number: 0,
      page_content: "",
      visual_content: [`/files/books/b1/p1.webp?exp=${n}&sig=s${n}`],
      visual_alt: [""],
      continues_paragraph: false,
      links: [],
    },
  ],
});

function renderPages(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBookPages(bookSource("b1", signedIn), 0, true), { wrapper });
}

const imagesOf = (state: ReturnType<ReturnType<typeof useBookPages>["pageAt"]>) =>
  state.state === "ready" ? state.page.images : [];

describe("a reader's pages and their signed file URLs", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem("access_token", makeJwt(3600));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks a signed-in reader's chunk again before its signed URLs expire", async () => {
    let generation = 0;
    fakeFetch(() => json(200, chunk(++generation)));
    const { result } = renderPages(true);
    await waitFor(() => expect(imagesOf(result.current.pageAt(0))).toHaveLength(1));
    expect(imagesOf(result.current.pageAt(0))[0]).toContain("sig=s1");

    await vi.advanceTimersByTimeAsync(SIGNED_URL_RENEW_MS);
    await waitFor(() => expect(imagesOf(result.current.pageAt(0))[0]).toContain("sig=s2"));
  });

  it("keeps a guest's chunk, which holds no signed URLs", async () => {
    const calls = fakeFetch(() => json(200, chunk(1)));
    const { result } = renderPages(false);
    await waitFor(() => expect(imagesOf(result.current.pageAt(0))).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(3 * SIGNED_URL_RENEW_MS);
    expect(calls).toHaveLength(1);
  });
});
