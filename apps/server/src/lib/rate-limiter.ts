import type { CounterStore } from './counter-store.ts';

/**
 * A fixed-window counter per key, kept in a CounterStore (the database in the server, so that every
 * process shares it: decision 025). Keys may hold addresses: the database store keeps only an HMAC
 * of them, they are never logged, and they expire with the window.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    /** Names the limiter in the store (`login-par`, `recibo-origen`…); no colon. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** True while the key has reached its limit. */
  async isBlocked(key: string): Promise<boolean> {
    const counter = await this.store.read(this.keyOf(key), this.now());
    return counter !== undefined && counter.count >= this.max;
  }

  /** Seconds until the key's window ends (0 when it has none). */
  async retryAfterSeconds(key: string): Promise<number> {
    const counter = await this.store.read(this.keyOf(key), this.now());
    return counter ? Math.max(1, Math.ceil((counter.resetAt - this.now()) / 1000)) : 0;
  }

  /**
   * Takes one unit of the key's budget if it has one left, in one atomic step of the store (count,
   * then give back when over), so a burst of concurrent attempts cannot all pass the check before
   * any is counted. `{ ok: false }` carries the seconds until the window ends.
   */
  async tryTake(key: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const counter = await this.store.increment(this.keyOf(key), this.windowMs, this.now());
    if (counter.count <= this.max) {
      return { ok: true };
    }
    await this.store.decrement(this.keyOf(key), this.now());
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - this.now()) / 1000)) };
  }

  /**
   * `first.tryTake(firstKey)` then, if it passed, `second.tryTake(secondKey)`, giving the first
   * back when the second is spent: the same outcome and counts as those calls in turn. When the
   * store can count both in one step (`incrementSecondIfUnder`) and both limiters share it and
   * their window, it does (one statement instead of two on the common path).
   */
  static async tryTakeBoth(
    first: RateLimiter,
    firstKey: string,
    second: RateLimiter,
    secondKey: string,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const paired = first.store.incrementSecondIfUnder;
    if (paired === undefined || first.store !== second.store || first.windowMs !== second.windowMs) {
      const taken = await first.tryTake(firstKey);
      if (!taken.ok) {
        return taken;
      }
      const next = await second.tryTake(secondKey);
      if (!next.ok) {
        await first.giveBack(firstKey);
      }
      return next;
    }
    const now = first.now();
    const counted = await paired(
      { key: first.keyOf(firstKey), max: first.max },
      second.keyOf(secondKey),
      first.windowMs,
      now,
    );
    if (counted.first.count > first.max || counted.second === undefined) {
      await first.store.decrement(first.keyOf(firstKey), first.now());
      return { ok: false, retryAfterSeconds: first.waitOf(counted.first) };
    }
    if (counted.second.count > second.max) {
      await second.store.decrement(second.keyOf(secondKey), second.now());
      await first.giveBack(firstKey);
      return { ok: false, retryAfterSeconds: second.waitOf(counted.second) };
    }
    return { ok: true };
  }

  private waitOf(counter: { resetAt: number }): number {
    return Math.max(1, Math.ceil((counter.resetAt - this.now()) / 1000));
  }

  /** Gives back one unit taken by `tryTake` (an attempt that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.store.decrement(this.keyOf(key), this.now());
  }

  /** Counts one, whatever the limit; answers the count in the window. */
  async hit(key: string): Promise<number> {
    return (await this.store.increment(this.keyOf(key), this.windowMs, this.now())).count;
  }

  async reset(key: string): Promise<void> {
    await this.store.remove(this.keyOf(key));
  }
}
