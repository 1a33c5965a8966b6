/**
 * A fixed-window failure counter kept in process memory (architecture §2: in-process by default).
 * Keys may hold addresses: they live only in memory, are never logged and expire with the window.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while the key has reached its limit. */
  isBlocked(key: string): boolean {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.max;
  }

  /** Seconds until the key's window ends (0 when free). */
  retryAfterSeconds(key: string): number {
    const entry = this.current(key);
    return entry ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  /**
   * Takes one unit of the key's budget if it has one left, in one synchronous step (no await
   * between the check and the count), so a burst of concurrent attempts cannot all pass the check
   * before any is counted. False when the key is blocked.
   */
  tryTake(key: string): boolean {
    if (this.isBlocked(key)) {
      return false;
    }
    this.hit(key);
    return true;
  }

  /** Gives back one unit taken by `tryTake` (an attempt that turned out not to count). */
  giveBack(key: string): void {
    const entry = this.current(key);
    if (entry && entry.count > 0) {
      entry.count -= 1;
    }
  }

  hit(key: string): void {
    const entry = this.current(key);
    if (entry) {
      entry.count += 1;
    } else {
      this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    }
    if (this.hits.size > 100_000) {
      this.sweep();
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.hits) {
      if (entry.resetAt <= now) {
        this.hits.delete(key);
      }
    }
  }
}
