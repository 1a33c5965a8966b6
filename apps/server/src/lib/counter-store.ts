/** A fixed-window count: how many so far, and when (ms since the epoch) the window ends. */
export type Counter = { count: number; resetAt: number };

/**
 * Where the limits keep their counts. Each call is one atomic step, so concurrent requests (in one
 * process or several sharing a database) cannot all pass a check before any is counted.
 */
export type CounterStore = {
  /** Adds one to the key's count; a key whose window has ended starts a new one of `windowMs`. */
  increment: (key: string, windowMs: number, now: number) => Promise<Counter>;
  /** Takes one back from a live window, never below zero. */
  decrement: (key: string, now: number) => Promise<void>;
  /** The key's live count, if any. */
  read: (key: string, now: number) => Promise<Counter | undefined>;
  remove: (key: string) => Promise<void>;
  /** Forgets ended windows; answers how many. */
  sweep: (now: number) => Promise<number>;
  /**
   * Optional: `increment(first)` and, only when its count is then at most `firstMax`,
   * `increment(second)`, in one atomic step (one statement: decision 035). The same counts as the
   * two calls in turn; `second` is undefined when it was not counted.
   */
  incrementSecondIfUnder?: (
    first: { key: string; max: number },
    second: string,
    windowMs: number,
    now: number,
  ) => Promise<{ first: Counter; second: Counter | undefined }>;
};

/**
 * Counts kept in this process's memory: for unit tests of a limiter's rules. The server uses the
 * database store (decision 025), which every process shares.
 */
export function memoryCounterStore(): CounterStore {
  const counters = new Map<string, Counter>();
  function live(key: string, now: number): Counter | undefined {
    const counter = counters.get(key);
    return counter && counter.resetAt > now ? counter : undefined;
  }
  return {
    async increment(key, windowMs, now) {
      const counter = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      counter.count += 1;
      counters.set(key, counter);
      return { ...counter };
    },
    async decrement(key, now) {
      const counter = live(key, now);
      if (counter && counter.count > 0) {
        counter.count -= 1;
      }
    },
    async read(key, now) {
      const counter = live(key, now);
      return counter && { ...counter };
    },
    async remove(key) {
      counters.delete(key);
    },
    async sweep(now) {
      let swept = 0;
      for (const [key, counter] of counters) {
        if (counter.resetAt <= now) {
          counters.delete(key);
          swept += 1;
        }
      }
      return swept;
    },
  };
}
