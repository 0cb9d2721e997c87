import { tooManyAttemptsMessage } from "@bindery/contract";
import { tooManyRequests } from "../lib/http-errors.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

const MINUTE = 60_000;

/** Limits, per window. Failed logins are counted per (email, IP) and per IP. */
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

export function createAuthThrottle(limiter: RateLimiter) {
  const emailIpKey = (email: string, ip: string) => `login-fail:${email}|${ip}`;
  const ipKey = (ip: string) => `login-fail-ip:${ip}`;

  /** Counts one request against a limit and refuses it past the maximum. */
  const spend = async (key: string, limit: { max: number; windowMs: number }) => {
    const { count, resetInMs } = await limiter.hit(key, limit.windowMs);
    if (count > limit.max) throw refuse(resetInMs);
  };

  return {
    /** Refuses a login before any password work when too many recent attempts failed. */
    async assertLoginAllowed(email: string, ip: string) {
      const limits = AUTH_LIMITS;
      const [pair, address] = await Promise.all([
        limiter.peek(emailIpKey(email, ip)),
        limiter.peek(ipKey(ip)),
      ]);
      if (pair.count >= limits.loginFailuresPerEmailAndIp.max) throw refuse(pair.resetInMs);
      if (address.count >= limits.loginFailuresPerIp.max) throw refuse(address.resetInMs);
    },
    async recordLoginFailure(email: string, ip: string) {
      await Promise.all([
        limiter.hit(emailIpKey(email, ip), AUTH_LIMITS.loginFailuresPerEmailAndIp.windowMs),
        limiter.hit(ipKey(ip), AUTH_LIMITS.loginFailuresPerIp.windowMs),
      ]);
    },
    async recordLoginSuccess(email: string, ip: string) {
      await limiter.reset(emailIpKey(email, ip));
    },
    spendSignup: (ip: string) => spend(`signup:${ip}`, AUTH_LIMITS.signupsPerIp),
    spendRefresh: (ip: string) => spend(`refresh:${ip}`, AUTH_LIMITS.refreshesPerIp),
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
