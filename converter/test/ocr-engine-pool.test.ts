import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnginePool } from "../src/ocr/engine-pool.js";

/** An engine that names itself and records its end. */
class FakeEngine {
  ended = false;
  constructor(readonly name: string) {}
  async terminate(): Promise<void> {
    this.ended = true;
  }
}

/** A pool of fake engines, named e1, e2… as they start, with the work they were given. */
function fakePool(maxEngines: number, idleMs = 1000) {
  const started: FakeEngine[] = [];
  const pool = new EnginePool<FakeEngine>({
    start: async () => {
      const engine = new FakeEngine(`e${started.length + 1}`);
      started.push(engine);
      return engine;
    },
    maxEngines,
    idleMs,
  });
  return { pool, started };
}

/** Work that waits until released, resolving with the engine that ran it. */
function heldWork() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const work = async (engine: FakeEngine) => {
    await gate;
    return engine.name;
  };
  return { work, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("OCR engine pool", () => {
  it("starts no engine before there is work, then one for each page read at once", async () => {
    const { pool, started } = fakePool(2);
    expect(pool.size).toBe(0);
    const first = heldWork();
    const second = heldWork();
    const third = heldWork();
    const reads = [pool.run(first.work), pool.run(second.work), pool.run(third.work)];
    // Two engines at most: the third page waits for the first engine free.
    expect(pool.size).toBe(2);
    first.release();
    second.release();
    third.release();
    expect(await Promise.all(reads)).toEqual(["e1", "e2", "e1"]);
    expect(started).toHaveLength(2);
  });

  it("keeps its engines for the next conversion only when the process is kept", async () => {
    const { pool, started } = fakePool(2);
    const release = pool.use();
    await pool.run(async (engine) => engine.name);
    await release();
    // A CLI run or a test: the engines end with the last conversion.
    expect(started[0]?.ended).toBe(true);
    expect(pool.size).toBe(0);

    pool.keepBetweenConversions();
    const releaseKept = pool.use();
    await pool.run(async (engine) => engine.name);
    await releaseKept();
    const next = pool.use();
    // The next conversion reads with the engine the last one started.
    expect(await pool.run(async (engine) => engine.name)).toBe("e2");
    await next();
    expect(started).toHaveLength(2);
    expect(started[1]?.ended).toBe(false);
  });

  it("stops engines that had nothing to read for its idle time", async () => {
    vi.useFakeTimers();
    const { pool, started } = fakePool(2, 1000);
    pool.keepBetweenConversions();
    await pool.run(async (engine) => engine.name);
    await vi.advanceTimersByTimeAsync(900);
    // More work before the idle time is up starts the count again.
    await pool.run(async (engine) => engine.name);
    await vi.advanceTimersByTimeAsync(900);
    expect(started[0]?.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started[0]?.ended).toBe(true);
    expect(pool.size).toBe(0);
    // Work after that starts a new engine.
    expect(await pool.run(async (engine) => engine.name)).toBe("e2");
  });

  it("drops work still waiting when its conversion ends, not the work being read", async () => {
    const { pool } = fakePool(1);
    const reading = heldWork();
    const conversion = new AbortController();
    const read = pool.run(reading.work, conversion.signal);
    const waiting = pool.run(async () => "read after all", conversion.signal);
    conversion.abort(new Error("extractor closed"));
    await expect(waiting).rejects.toThrow("extractor closed");
    reading.release();
    expect(await read).toBe("e1");
    // The engine is free for other work.
    expect(await pool.run(async (engine) => engine.name)).toBe("e1");
  });

  it("fails work asked for after its conversion ended without throwing", async () => {
    const { pool, started } = fakePool(1);
    const conversion = new AbortController();
    conversion.abort(new Error("extractor closed"));
    // A scan arriving late, in a message listener: a throw there ends the process.
    let late: Promise<string> | undefined;
    expect(() => {
      late = pool.run(async (engine) => engine.name, conversion.signal);
    }).not.toThrow();
    await expect(late).rejects.toThrow("extractor closed");
    expect(started).toHaveLength(0);
  });

  it("stops listening to a conversion's signal once its page is being read", async () => {
    const { pool } = fakePool(1);
    const conversion = new AbortController();
    const reading = heldWork();
    const read = pool.run(reading.work, conversion.signal);
    const waiting = pool.run(async (engine) => engine.name, conversion.signal);
    // Only the page still waiting listens: one that did would keep its scan's pixels alive.
    expect(getEventListeners(conversion.signal, "abort")).toHaveLength(1);
    reading.release();
    await Promise.all([read, waiting]);
    expect(getEventListeners(conversion.signal, "abort")).toHaveLength(0);
  });

  it("does not use an engine again after it failed, and starts another for the next page", async () => {
    const { pool, started } = fakePool(1);
    await expect(
      pool.run(async () => {
        throw new Error("engine crashed");
      }),
    ).rejects.toThrow("engine crashed");
    expect(started[0]?.ended).toBe(true);
    expect(await pool.run(async (engine) => engine.name)).toBe("e2");
  });

  it("fails a page whose engine could not start, and tries a new one for the next", async () => {
    let starts = 0;
    const pool = new EnginePool<FakeEngine>({
      start: async () => {
        starts += 1;
        if (starts === 1) throw new Error("no language data");
        return new FakeEngine(`e${starts}`);
      },
      maxEngines: 1,
      idleMs: 1000,
    });
    await expect(pool.run(async (engine) => engine.name)).rejects.toThrow("no language data");
    expect(await pool.run(async (engine) => engine.name)).toBe("e2");
  });
});
