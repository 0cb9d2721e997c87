import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../lib/memory-rate-limiter.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import { createRedisRateLimiter } from "../lib/redis-rate-limiter.js";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { AUTH_LIMITS, createAuthThrottle } from "./auth-throttle.js";

const databases = await testDatabases();
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Limiters to run against: memory always, Redis (with a prefix of its own) beside it. */
const limiters: { name: string; create(): RateLimiter }[] = [
  { name: "memory", create: () => createMemoryRateLimiter(manualClock()) },
  {
    name: "redis",
    create: () =>
      createRedisRateLimiter(redisUrl, `bindery:test:${randomBytes(6).toString("hex")}:`),
  },
];

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe.each(databases)("parallel logins on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const login = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login/",
      payload: { email, password },
      remoteAddress: ip,
    });

  it.each(limiters)(
    "lets at most the limit's wrong passwords through at once ($name)",
    async (limiter) => {
      ctx = await startTestApp(target, {}, { rateLimiter: limiter.create() });
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/users/signup/",
        payload: {
          first_name: "A",
          last_name: "B",
          email: "ada@example.com",
          password: "right password 1",
        },
      });
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => login("ada@example.com", "wrong password", "10.0.0.1")),
      );
      expect(statuses(responses)).toEqual({
        401: AUTH_LIMITS.loginFailuresPerEmailAndIp.max,
        429: 12 - AUTH_LIMITS.loginFailuresPerEmailAndIp.max,
      });
    },
  );

  it.each(limiters)(
    "stops one address trying many accounts at once at its limit ($name)",
    async (limiter) => {
      const rateLimiter = limiter.create();
      // All but four of the address's attempts spent through the throttle itself (each
      // real one costs an argon2 check), then eight at once through the API.
      const throttle = createAuthThrottle(rateLimiter);
      const max = AUTH_LIMITS.loginFailuresPerIp.max;
      for (let n = 0; n < max - 4; n++) {
        await throttle.reserveLoginAttempt(`spent${n}@example.com`, "10.9.9.9");
      }
      ctx = await startTestApp(target, {}, { rateLimiter });
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          login(`user${n}@example.com`, "wrong password", "10.9.9.9"),
        ),
      );
      expect(statuses(responses)).toEqual({ 401: 4, 429: 4 });
    },
  );

  it.each(limiters)(
    "signs in a right password past the address's limit, unless the account is under attack ($name)",
    async (limiter) => {
      const rateLimiter = limiter.create();
      // Three guesses at one account, then a spray across many e-mails from the same
      // address up to its limit, spent through the throttle itself (each real one costs
      // an argon2 check).
      const throttle = createAuthThrottle(rateLimiter);
      const ip = "10.7.7.7";
      for (let n = 0; n < 3; n++) await throttle.reserveLoginAttempt("attacked@example.com", ip);
      for (let n = 3; n < AUTH_LIMITS.loginFailuresPerIp.max; n++) {
        await throttle.reserveLoginAttempt(`sprayed${n}@example.com`, ip);
      }
      ctx = await startTestApp(target, {}, { rateLimiter });
      for (const email of ["bystander@example.com", "attacked@example.com"]) {
        const signup = await ctx.app.inject({
          method: "POST",
          url: "/api/v1/users/signup/",
          payload: { first_name: "A", last_name: "B", email, password: "right password 1" },
        });
        expect(signup.statusCode).toBe(201);
      }
      const tooMany = { detail: "Too many attempts. Please wait 15 minutes and try again." };

      // Someone else behind the same address signs in with the right password...
      const bystander = await login("bystander@example.com", "right password 1", ip);
      expect(bystander.statusCode).toBe(200);
      expect(bystander.json()).toHaveProperty("access");
      // ...while a wrong password from it is still refused, with the limit's message,
      const wrong = await login("bystander2@example.com", "wrong password", ip);
      expect(wrong.statusCode).toBe(429);
      expect(wrong.json()).toEqual(tooMany);
      // and so is the right one for the account guessed at from there.
      const attacked = await login("attacked@example.com", "right password 1", ip);
      expect(attacked.statusCode).toBe(429);
      expect(attacked.json()).toEqual(tooMany);
    },
  );
});
