import { spendLimit } from "../auth/auth-throttle.js";
import type { RateLimiter } from "../lib/rate-limiter.js";

const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  // Each request may send an e-mail: few per address (a mailbox is not flooded), a few more
  // per network address (one person trying their addresses).
  resetLinksPerEmail: { max: 3, windowMs: 60 * MINUTE },
  resetLinksPerIp: { max: 10, windowMs: 15 * MINUTE },
  // Guessing the current password with a stolen access token is as slow as at the login.
  passwordChecksPerUser: { max: 10, windowMs: 15 * MINUTE },
} as const;

/** Limits of the account page's calls, in the shared rate-limit store (Redis when configured). */
export function createAccountThrottle(limiter: RateLimiter) {
  return {
    async spendResetLink(email: string, ip: string) {
      await spendLimit(limiter, `reset-link-ip:${ip}`, ACCOUNT_LIMITS.resetLinksPerIp);
      await spendLimit(limiter, `reset-link:${email}`, ACCOUNT_LIMITS.resetLinksPerEmail);
    },
    spendPasswordCheck: (userId: string) =>
      spendLimit(limiter, `account-password:${userId}`, ACCOUNT_LIMITS.passwordChecksPerUser),
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
