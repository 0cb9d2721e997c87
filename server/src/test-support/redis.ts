import { Redis } from "ioredis";

const inCi = process.env.CI === "true" || process.env.CI === "1";
export const testRedisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let cached: Promise<string | null> | undefined;

/** The test Redis when it answers, else null (a warning; in CI an error, never a skip). */
export function reachableRedis(): Promise<string | null> {
  cached ??= (async () => {
    const redis = new Redis(testRedisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await redis.connect();
      await redis.ping();
      return testRedisUrl;
    } catch (error) {
      if (inCi) throw new Error(`Redis at ${testRedisUrl} is required in CI: ${String(error)}`);
      console.warn(`Skipping Redis tests: ${testRedisUrl} is not reachable.`);
      return null;
    } finally {
      redis.disconnect();
    }
  })();
  return cached;
}
