import { randomBytes } from "node:crypto";
import { tooManyAttemptsMessage } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-errors.js";
import { createMemoryRateLimiter } from "../lib/memory-rate-limiter.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import { createRedisRateLimiter } from "../lib/redis-rate-limiter.js";
import { testRedisUrl } from "../test-support/redis.js";
import { manualClock } from "../test-support/test-app.js";
import { AUTH_LIMITS, createAuthThrottle } from "./auth-throttle.js";

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

/**
 * Two api processes' limiters: one shared memory, or two Redis clients on one prefix,
 * so what one process counts the other sees.
 */
const sharedLimiters: { name: string; create(): [RateLimiter, RateLimiter] }[] = [
  {
    name: "memory",
    create: () => {
      const limiter = createMemoryRateLimiter(manualClock());
      return [limiter, limiter];
    },
  },
  {
    name: "redis",
    create: () => {
      const prefix = `bindery:test:${randomBytes(6).toString("hex")}:`;
      return [
        createRedisRateLimiter(testRedisUrl, prefix),
        createRedisRateLimiter(testRedisUrl, prefix),
      ];
    },
  },
];

describe.each(sharedLimiters)("login throttle past an address's limit ($name)", (shared) => {
  let limiters: RateLimiter[] = [];
  afterEach(async () => {
    await Promise.all([...new Set(limiters)].map((limiter) => limiter.close()));
  });
  const ip = "10.5.5.5";
  const tooMany = {
    statusCode: 429,
    detail: "Too many attempts. Please wait 15 minutes and try again.",
  };
  /** Two processes' throttles over the shared limiter. */
  function twoThrottles() {
    limiters = shared.create();
    const [first, second] = limiters.map((limiter) => createAuthThrottle(limiter));
    if (!first || !second) throw new Error("two throttles expected");
    return [first, second] as const;
  }
  /** Failed attempts at `count` fresh e-mails from the address. */
  async function spray(throttle: ReturnType<typeof createAuthThrottle>, count: number) {
    for (let n = 0; n < count; n++)
      await throttle.reserveLoginAttempt(`sprayed${n}@example.com`, ip);
  }

  it("checks a few more fresh accounts, answers their wrong passwords 429, then refuses", async () => {
    const max = AUTH_LIMITS.loginFailuresPerIp.max;
    const extra = AUTH_LIMITS.loginChecksPastIpLimit.max;
    const [first, second] = twoThrottles();
    await spray(first, max);
    for (let n = 0; n < extra - 1; n++) {
      const attempt = await second.reserveLoginAttempt(`fresh${n}@example.com`, ip);
      expect(attempt.refusalIfWrong).toMatchObject(tooMany);
    }
    // A right password gives its check back, so the last one can be spent twice.
    await (await first.reserveLoginAttempt("right@example.com", ip)).succeeded();
    await second.reserveLoginAttempt("last@example.com", ip);
    await expect(first.reserveLoginAttempt("refused@example.com", ip)).rejects.toMatchObject(
      tooMany,
    );
  });

  it("still checks an account known at the address, never one guessed at from it", async () => {
    const [first, second] = twoThrottles();
    await (await first.reserveLoginAttempt("known@example.com", ip)).succeeded();
    await first.reserveLoginAttempt("guessed@example.com", ip);
    // The rest of the address's limit and all its extra checks, spent by a spray.
    const { loginFailuresPerIp, loginChecksPastIpLimit } = AUTH_LIMITS;
    await spray(first, loginFailuresPerIp.max - 1 + loginChecksPastIpLimit.max);
    await expect(second.reserveLoginAttempt("fresh@example.com", ip)).rejects.toMatchObject(
      tooMany,
    );
    const known = await second.reserveLoginAttempt("known@example.com", ip);
    expect(known.refusalIfWrong).toMatchObject(tooMany);
    await expect(second.reserveLoginAttempt("guessed@example.com", ip)).rejects.toMatchObject(
      tooMany,
    );
  });
});
