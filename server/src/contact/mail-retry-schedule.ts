const MINUTE = 60_000;

/**
 * The wait after each failed attempt to e-mail a contact message. An SMTP outage of up to
 * about a day is bridged; after the last attempt the message is marked failed (it stays
 * stored and readable in the database).
 */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720].map(
  (minutes) => minutes * MINUTE,
);
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** How long to wait after `failedAttempts` failures, or null when it is time to give up. */
export function retryDelayAfter(failedAttempts: number): number | null {
  return MAIL_RETRY_DELAYS_MS[failedAttempts - 1] ?? null;
}
