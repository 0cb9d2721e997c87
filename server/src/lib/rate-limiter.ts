/** Counts hits per key in a fixed window. Memory for one process, Redis when several share limits. */
export interface RateLimiter {
  /** Records one hit; answers how many hits the window holds now and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The window's count without adding a hit. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Forgets a key, e.g. failed logins after a successful one. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
