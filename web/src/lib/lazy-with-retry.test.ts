import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadWithRetry } from "./lazy-with-retry";

describe("loadWithRetry", () => {
  it("retries a failed load and answers once it succeeds", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("chunk");
    await expect(loadWithRetry(load, { delaysMs: [1], budgetMs: 1_000 })).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up with a ChunkLoadError after the last retry", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError("offline"));
    await expect(loadWithRetry(load, { delaysMs: [1, 1], budgetMs: 1_000 })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("gives up when a load hangs past the time budget", async () => {
    const load = () => new Promise<string>(() => {});
    await expect(loadWithRetry(load, { delaysMs: [], budgetMs: 20 })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});
