import { afterEach, beforeEach, vi } from "vitest";

/**
 * For hooks that call the API after a delay: each test runs on fake timers with an
 * access token stored, as for a signed-in reader, and leaves neither behind.
 */
export function signedInWithFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem("access_token", "token");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
