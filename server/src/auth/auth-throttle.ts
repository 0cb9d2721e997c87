import { tooManyAttemptsMessage } from "@bindery/contract";
import { type HttpError, tooManyRequests } from "../lib/http-errors.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

const MINUTE = 60_000;

/** Limits, per window. Failed (and in-flight) logins are counted per (email, IP) and per IP. */
export const AUTH_LIMITS = {
  loginFailuresPerEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  // Past the address's limit, this many more sign-ins to accounts not yet known there are
  // still checked (a right one gives its check back): enough for the people behind a
  // shared address, too few for a spray of guesses or of password hashing.
  loginChecksPastIpLimit: { max: 10, windowMs: 15 * MINUTE },
  // Generous enough for a classroom or an office behind one address; a script creating
  // accounts in bulk is still stopped within the hour.
  signupsPerIp: { max: 50, windowMs: 60 * MINUTE },
  refreshesPerIp: { max: 60, windowMs: MINUTE },
} as const;

/** A sign-in from an address makes the account known there for this long. */
export const KNOWN_SIGN_IN_MS = 30 * 24 * 60 * MINUTE;

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

/** One reserved login attempt: what a wrong password answers, and what a right one does. */
export interface LoginAttempt {
  /** Null below the address's limit (a wrong password is a plain 401); past it, a 429. */
  refusalIfWrong: HttpError | null;
  /** The password was right: the account's failures are forgotten, reservations given back. */
  succeeded(): Promise<void>;
}

export function createAuthThrottle(limiter: RateLimiter) {
  const emailIpKey = (email: string, ip: string) => `login-fail:${email}|${ip}`;
  const ipKey = (ip: string) => `login-fail-ip:${ip}`;
  const pastLimitKey = (ip: string) => `login-past-ip-limit:${ip}`;
  const knownKey = (email: string, ip: string) => `login-known:${email}|${ip}`;
  const spend = (key: string, limit: { max: number; windowMs: number }) =>
    spendLimit(limiter, key, limit);

  /**
   * Past the address's limit an attempt is still checked, so that one address's failures
   * (a spray across many e-mails) do not lock out everyone behind it, when the account
   * has no failed or pending attempt of its own from the address, and either has signed
   * in from it before or the address's few extra checks last. Counting first keeps this
   * atomic under parallel requests, as for the limits themselves.
   */
  async function mayCheckPastAddressLimit(email: string, ip: string, pairCount: number) {
    if (pairCount > 1) return { allowed: false, spentExtra: false };
    if ((await limiter.count(knownKey(email, ip))) > 0) return { allowed: true, spentExtra: false };
    const limit = AUTH_LIMITS.loginChecksPastIpLimit;
    const extra = await limiter.hit(pastLimitKey(ip), limit.windowMs);
    if (extra.count <= limit.max) return { allowed: true, spentExtra: true };
    await limiter.release(pastLimitKey(ip));
    return { allowed: false, spentExtra: false };
  }

  return {
    /**
     * Reserves one login attempt before any password work, per (email, address) and per
     * address, and refuses it past the pair's maximum, or past the address's unless it
     * may still be checked (`mayCheckPastAddressLimit`). Counting first is what makes the
     * limits hold under parallel requests: each request sees its own count, so at most
     * `max` of them reach the password check at once. A refused request takes its
     * reservation back (it did no password work); a successful sign-in clears the pair
     * and gives the address its attempt back, so the counts stay failed or in-flight
     * attempts.
     */
    async reserveLoginAttempt(email: string, ip: string): Promise<LoginAttempt> {
      const limits = AUTH_LIMITS;
      const [pairKey, addressKey] = [emailIpKey(email, ip), ipKey(ip)];
      const [pair, address] = await Promise.all([
        limiter.hit(pairKey, limits.loginFailuresPerEmailAndIp.windowMs),
        limiter.hit(addressKey, limits.loginFailuresPerIp.windowMs),
      ]);
      const pairOver = pair.count > limits.loginFailuresPerEmailAndIp.max;
      const pastAddressLimit = address.count > limits.loginFailuresPerIp.max;
      const check = pairOver
        ? { allowed: false, spentExtra: false }
        : pastAddressLimit
          ? await mayCheckPastAddressLimit(email, ip, pair.count)
          : { allowed: true, spentExtra: false };
      if (!check.allowed) {
        await Promise.all([limiter.release(pairKey), limiter.release(addressKey)]);
        throw refuse(pairOver ? pair.resetInMs : address.resetInMs);
      }
      return {
        refusalIfWrong: pastAddressLimit ? refuse(address.resetInMs) : null,
        async succeeded() {
          await Promise.all([
            limiter.reset(pairKey),
            limiter.release(addressKey),
            check.spentExtra ? limiter.release(pastLimitKey(ip)) : undefined,
            limiter.hit(knownKey(email, ip), KNOWN_SIGN_IN_MS),
          ]);
        },
      };
    },
    spendSignup: (ip: string) => spend(`signup:${ip}`, AUTH_LIMITS.signupsPerIp),
    spendRefresh: (ip: string) => spend(`refresh:${ip}`, AUTH_LIMITS.refreshesPerIp),
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
