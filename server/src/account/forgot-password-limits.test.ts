import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { RateLimiter } from "../lib/rate-limiter.js";
import { createRedisRateLimiter } from "../lib/redis-rate-limiter.js";
import { testDatabases } from "../test-support/databases.js";
import { reachableRedis } from "../test-support/redis.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { ACCOUNT_LIMITS } from "./account-throttle.js";

const [sqlite] = await testDatabases();
const redisUrl = await reachableRedis();

// The account routes' own test holds the limit with the in-memory store; here the store is
// Redis, as when several processes share the limits.
describe.skipIf(!redisUrl || !sqlite)("forgotten-password links on Redis limits", () => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  it("lets no more than the limit through, per network address, under parallel requests", async () => {
    const limiter: RateLimiter = createRedisRateLimiter(
      redisUrl as string,
      `bindery:test:${randomBytes(6).toString("hex")}:`,
    );
    ctx = await startTestApp(sqlite as NonNullable<typeof sqlite>, {}, { rateLimiter: limiter });
    const max = ACCOUNT_LIMITS.resetLinksPerIp.max;
    const answers = await Promise.all(
      Array.from({ length: max + 6 }, (_, index) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/v1/users/password_reset/",
          payload: { email: `someone${index}@example.com` },
          remoteAddress: "203.0.113.9",
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/password_reset/",
      payload: { email: "someone@example.com" },
      remoteAddress: "203.0.113.10",
    });
    expect(other.statusCode).toBe(200);
  });
});
