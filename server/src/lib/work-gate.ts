/**
 * Runs at most `size` tasks at once; the rest wait in order. What it is for: CPU-heavy
 * work on libuv's thread pool (password hashing) that would otherwise take every pool
 * thread and leave file reads and DNS lookups waiting behind it.
 */
export function createWorkGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    size,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      // A woken waiter takes the place its predecessor released.
      running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
