import { tooManyAttemptsMessage } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-errors.js";
import { createMemoryRateLimiter } from "../lib/memory-rate-limiter.js";
import { manualClock } from "../test-support/test-app.js";
import { createAuthThrottle } from "./auth-throttle.js";

describe("sign-up throttle", () => {
  it("allows 50 sign-ups an hour per address, then says how long to wait", async () => {
    const clock = manualClock();
    const throttle = createAuthThrottle(createMemoryRateLimiter(clock));
    for (let n = 0; n < 50; n++) await throttle.spendSignup("10.1.1.1");
    clock.advance(20 * 60_000);

    const refused = await throttle.spendSignup("10.1.1.1").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 429,
      detail: "Too many attempts. Please wait 40 minutes and try again.",
      headers: { "retry-after": String(40 * 60) },
    });
    // Another address is not held back, and this one may sign up again after the hour.
    await expect(throttle.spendSignup("10.1.1.2")).resolves.toBeUndefined();
    clock.advance(40 * 60_000);
    await expect(throttle.spendSignup("10.1.1.1")).resolves.toBeUndefined();
  });
});

describe("tooManyAttemptsMessage", () => {
  it("names the wait in whole minutes, rounded up", () => {
    expect(tooManyAttemptsMessage(5)).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(tooManyAttemptsMessage(60)).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(tooManyAttemptsMessage(61)).toBe(
      "Too many attempts. Please wait 2 minutes and try again.",
    );
    expect(tooManyAttemptsMessage(15 * 60)).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
  });
});
