import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startContactMailRetrier } from "./contact-mail-retrier.js";

const log = { error: vi.fn() } as unknown as FastifyBaseLogger; // only `error` is called

describe("contact mail retrier", () => {
  afterEach(() => vi.useRealTimers());

  it("sweeps at start and then on every interval", async () => {
    vi.useFakeTimers();
    const deliverDue = vi.fn(async () => 0);
    const retrier = startContactMailRetrier(deliverDue, log, 1000);
    expect(deliverDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(deliverDue).toHaveBeenCalledTimes(4);
    await retrier.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(deliverDue).toHaveBeenCalledTimes(4);
  });

  it("never runs two sweeps at once, and stop waits for the running one", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const deliverDue = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const retrier = startContactMailRetrier(deliverDue, log, 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deliverDue).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = retrier.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("logs a failed sweep and keeps going", async () => {
    vi.useFakeTimers();
    const deliverDue = vi.fn(async () => {
      throw new Error("database away");
    });
    const retrier = startContactMailRetrier(deliverDue, log, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deliverDue).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalled();
    await retrier.stop();
  });
});
