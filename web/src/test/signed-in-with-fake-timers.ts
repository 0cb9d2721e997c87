import { afterEach, beforeEach, vi } from "vitest";
import { forgetOfflineStoreForTests } from "../features/offline/offline-db";
import { makeJwt } from "./fake-api";

/**
 * For hooks that call the API after a delay: each test runs on fake timers with an
 * access token stored, as for a signed-in reader (user-1), and leaves neither behind, nor
 * any reading place waiting in the outbox.
 */
export function signedInWithFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetOfflineStoreForTests();
    localStorage.setItem("access_token", makeJwt(3600));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
