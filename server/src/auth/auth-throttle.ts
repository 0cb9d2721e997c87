import { tooManyAttemptsMessage } from "@bindery/contract";
import { tooManyRequests } from "../lib/http-errors.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

const MINUTE = 60_000;

/** Limits, per window. Failed (and in-flight) logins are counted per (email, IP) and per IP. */
export const AUTH_LIMITS = {
  loginFailuresPerEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  // Generous enough for a classroom or an office behind one address; a script creating
  // accounts in bulk is still stopped within the hour.
  signupsPerIp: { max: 50, windowMs: 60 * MINUTE },
  refreshesPerIp: { max: 60, windowMs: MINUTE },
} as const;

const refuse = (resetInMs: number) => {
  const seconds = Math.ceil(resetInMs / 1000);
  return tooManyRequests(tooManyAttemptsMessage(seconds), seconds);
};

/**
 * Counts one request against a limit and refuses it past the maximum. Counting first is
 * what holds under parallel requests: the limiter's count is atomic, so each request sees
 * its own number and no more than `max` get through.
 */
export async function spendLimit(
  limiter: RateLimiter,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const { count, resetInMs } = await limiter.hit(key, limit.windowMs);
  if (count > limit.max) throw refuse(resetInMs);
}

export function createAuthThrottle(limiter: RateLimiter) {
  const emailIpKey = (email: string, ip: string) => `login-fail:${email}|${ip}`;
  const ipKey = (ip: string) => `login-fail-ip:${ip}`;
  const spend = (key: string, limit: { max: number; windowMs: number }) =>
    spendLimit(limiter, key, limit);

  return {
    /**
     * Reserves one login attempt before any password work, per (email, address) and per
     * address, and refuses it past either maximum. Counting first is what makes the limit
     * hold under parallel requests: each request sees its own count, so at most `max`
     * of them reach the password check at once. A refused request takes its reservation
     * back (it did no password work); a successful sign-in clears the pair and gives the
     * address its attempt back (`recordLoginSuccess`), so the counts stay failed or
     * in-flight attempts.
     */
    async reserveLoginAttempt(email: string, ip: string) {
      const limits = AUTH_LIMITS;
      const [pairKey, addressKey] = [emailIpKey(email, ip), ipKey(ip)];
      const [pair, address] = await Promise.all([
        limiter.hit(pairKey, limits.loginFailuresPerEmailAndIp.windowMs),
        limiter.hit(addressKey, limits.loginFailuresPerIp.windowMs),
      ]);
      const over =
        pair.count > limits.loginFailuresPerEmailAndIp.max
          ? pair
          : address.count > limits.loginFailuresPerIp.max
            ? address
            : null;
      if (!over) return;
      await Promise.all([limiter.release(pairKey), limiter.release(addressKey)]);
      throw refuse(over.resetInMs);
    },
    async recordLoginSuccess(email: string, ip: string) {
      await Promise.all([limiter.reset(emailIpKey(email, ip)), limiter.release(ipKey(ip))]);
    },
    spendSignup: (ip: string) => spend(`signup:${ip}`, AUTH_LIMITS.signupsPerIp),
    spendRefresh: (ip: string) => spend(`refresh:${ip}`, AUTH_LIMITS.refreshesPerIp),
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
