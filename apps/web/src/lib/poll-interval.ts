/** The longest wait between two polls after repeated failures (5 min). */
export const maxPollBackoffMs = 5 * 60_000;

/** What `backoffInterval` reads of a TanStack query (its `state`). */
type PolledQuery = { state: { dataUpdatedAt: number; errorUpdatedAt: number; errorUpdateCount: number } };

/** `baseMs` after a success; after `failures` consecutive failures, doubled each time up to `maxMs`. */
export function pollDelay(baseMs: number, failures: number, maxMs = maxPollBackoffMs): number {
  if (failures <= 0) {
    return baseMs;
  }
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures, 30));
}

/**
 * A `refetchInterval` that polls every `baseMs` while answers succeed and backs off on errors
 * (doubling up to `maxMs`), back to `baseMs` on the next success. Failures are counted per query
 * from the `errorUpdateCount` at its last success.
 */
export function backoffInterval(baseMs: number, maxMs = maxPollBackoffMs): (query: PolledQuery) => number {
  const errorsAtLastSuccess = new WeakMap<PolledQuery, number>();
  return (query) => {
    const { dataUpdatedAt, errorUpdatedAt, errorUpdateCount } = query.state;
    if (dataUpdatedAt >= errorUpdatedAt) {
      errorsAtLastSuccess.set(query, errorUpdateCount);
      return baseMs;
    }
    return pollDelay(baseMs, errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0), maxMs);
  };
}
