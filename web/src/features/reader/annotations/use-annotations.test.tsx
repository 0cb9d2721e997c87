import type { Annotation } from "@bindery/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../../test/fake-api";
import { signedInWithFakeTimers } from "../../../test/signed-in-with-fake-timers";
import { mergeAnnotations, useAnnotations } from "./use-annotations";

const annotation = (
  id: string,
  updatedAt: string,
  extra: Partial<Annotation> = {},
): Annotation => ({
  id,
  book_id: "b1",
  kind: "bookmark",
  page: 1,
  quote: null,
  color: null,
  note: null,
  detached: false,
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: updatedAt,
  deleted_at: null,
  ...extra,
});

describe("mergeAnnotations", () => {
  it("keeps each annotation's latest version, a tombstone included, whatever the order", () => {
    const kept = annotation("a", "2026-03-01T09:00:00.000Z");
    const noted = annotation("b", "2026-03-01T09:05:00.000Z", { note: "new" });
    const older = annotation("b", "2026-03-01T09:01:00.000Z", { note: "old" });
    const gone = annotation("c", "2026-03-01T09:07:00.000Z", {
      deleted_at: "2026-03-01T09:07:00.000Z",
    });
    const live = annotation("c", "2026-03-01T09:02:00.000Z");
    expect(mergeAnnotations([kept, older, live], [noted, gone])).toEqual([kept, noted, gone]);
    // Heard again, or crossed by an older answer: the same list.
    expect(mergeAnnotations([kept, noted, gone], [older, live, noted])).toEqual([
      kept,
      noted,
      gone,
    ]);
  });
});

describe("useAnnotations for a signed-in reader", () => {
  signedInWithFakeTimers();

  it("asks only what changed since the server's last answer, and drops what another device deleted", async () => {
    const first = annotation("a", "2026-03-01T09:00:00.000Z");
    const second = annotation("b", "2026-03-01T09:00:00.000Z", { page: 2 });
    const answers = [
      { annotations: [first, second], next_since: "2026-03-01T08:59:00.000Z" },
      {
        annotations: [
          annotation("b", "2026-03-01T09:01:00.000Z", {
            page: 2,
            deleted_at: "2026-03-01T09:01:00.000Z",
          }),
        ],
        next_since: "2026-03-01T09:00:30.000Z",
      },
      { annotations: [], next_since: "2026-03-01T09:01:30.000Z" },
    ];
    const calls = fakeFetch(() => json(200, answers.shift()));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAnnotations("b1", true), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.list.map((item) => item.id)).toEqual(["a", "b"]);

    // A minute on (and the answer read): the next sync.
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(result.current.list.map((item) => item.id)).toEqual(["a"]);
    expect(result.current.bookmarkOn(2)).toBeUndefined();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(calls.map((call) => call.url)).toEqual([
      "/api/v1/pdf_parser/books/b1/annotations/",
      "/api/v1/pdf_parser/books/b1/annotations/?since=2026-03-01T08%3A59%3A00.000Z",
      "/api/v1/pdf_parser/books/b1/annotations/?since=2026-03-01T09%3A00%3A30.000Z",
    ]);
    expect(result.current.list.map((item) => item.id)).toEqual(["a"]);
  });
});
