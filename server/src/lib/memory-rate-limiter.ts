import type { Clock } from "./clock.js";
import type { RateLimiter } from "./rate-limiter.js";

interface Window {
  count: number;
  resetAt: number;
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, Window>();
  // Expired windows are swept on use so the map cannot grow without bound.
  let lastSweep = clock();
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = clock();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async count(key) {
      const window = windows.get(key);
      return window && window.resetAt > clock() ? window.count : 0;
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.resetAt > clock() && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
