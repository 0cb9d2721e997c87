/** Counts hits per key in a fixed window. Memory for one process, Redis when several share limits. */
export interface RateLimiter {
  /** Records one hit; answers how many hits the window holds now and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** How many hits the key's live window holds (0 when none), without recording one. */
  count(key: string): Promise<number>;
  /**
   * Takes back one hit of a live window (a reserved attempt that turned out not to count);
   * never below zero, and a window that has expired stays gone.
   */
  release(key: string): Promise<void>;
  /** Forgets a key, e.g. failed logins after a successful one. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
