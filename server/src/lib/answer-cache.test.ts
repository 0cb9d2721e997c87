import { describe, expect, it } from "vitest";
import { manualClock } from "../test-support/test-app.js";
import { createAnswerCache, serialisedAnswer } from "./answer-cache.js";

describe("answer cache", () => {
  it("keeps answers for their lifetime, and only the most recently used", () => {
    const clock = manualClock();
    const cache = createAnswerCache({ size: 2, ttlMs: 60_000, clock });
    cache.set("a", serialisedAnswer('{"a":1}'));
    cache.set("b", serialisedAnswer('{"b":1}'));
    expect(cache.get("a")?.body).toBe('{"a":1}');
    // "b" is now the least recently used and makes room for "c".
    cache.set("c", serialisedAnswer('{"c":1}'));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe('{"a":1}');
    clock.advance(60_000);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeUndefined();
  });
});
