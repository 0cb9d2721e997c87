import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../test/fake-api";
import { signedInWithFakeTimers } from "../../test/signed-in-with-fake-timers";
import { PROGRESS_SAVE_DELAY_MS, useProgressSaver } from "./use-progress-saver";

describe("useProgressSaver", () => {
  signedInWithFakeTimers();

  it("sends only the last of quick turns, 500 ms after the page changes", async () => {
    const calls = fakeFetch(() => json(200, {}));
    const { rerender } = renderHook(({ page }) => useProgressSaver("book-1", page, true), {
      initialProps: { page: 4 },
    });
    // The page the book opened on is not a change.
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_DELAY_MS * 2);
    expect(calls).toEqual([]);

    for (const page of [6, 8, 10]) {
      rerender({ page });
      await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_DELAY_MS - 100);
    }
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    // The place says when it was read: now, when the save is made.
    const readAt = new Date(Date.now()).toISOString();
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: "/api/v1/pdf_parser/my_book_view/book-1/",
        method: "PATCH",
        body: { last_read_page: 10, read_at: readAt },
      },
    ]);
  });

  it("sends a waiting save at once when the reader closes, and nothing for guests", async () => {
    const calls = fakeFetch(() => json(200, {}));
    const { rerender, unmount } = renderHook(
      ({ page, enabled }) => useProgressSaver("book-1", page, enabled),
      { initialProps: { page: 0, enabled: true } },
    );
    rerender({ page: 2, enabled: true });
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.body)).toEqual([
      { last_read_page: 2, read_at: new Date(Date.now()).toISOString() },
    ]);

    const guest = renderHook(({ page }) => useProgressSaver("book-1", page, false), {
      initialProps: { page: 0 },
    });
    guest.rerender({ page: 2 });
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it("saves the block first on screen with its page, when only the block changed too", async () => {
    const calls = fakeFetch(() => json(200, {}));
    const { rerender } = renderHook(
      ({ page, block }) => useProgressSaver("book-1", page, true, block),
      { initialProps: { page: 14, block: 0 } },
    );
    rerender({ page: 14, block: 3 });
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_DELAY_MS);
    expect(calls.map((call) => call.body)).toEqual([
      { last_read_page: 14, last_read_block: 3, read_at: new Date(Date.now()).toISOString() },
    ]);
  });
});
