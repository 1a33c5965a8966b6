import { describe, expect, it } from 'vitest';
import { backoffInterval, maxPollBackoffMs, pollDelay } from './poll-interval.ts';

type State = { dataUpdatedAt: number; errorUpdatedAt: number; errorUpdateCount: number };

describe('poll interval', () => {
  it('doubles the delay per consecutive failure up to the maximum', () => {
    expect(pollDelay(20_000, 0)).toBe(20_000);
    expect(pollDelay(20_000, 1)).toBe(40_000);
    expect(pollDelay(20_000, 3)).toBe(160_000);
    expect(pollDelay(20_000, 10)).toBe(maxPollBackoffMs);
    expect(pollDelay(20_000, 1000)).toBe(maxPollBackoffMs);
  });

  it('backs off while a query fails and resumes the base interval on success', () => {
    const interval = backoffInterval(60_000);
    const query: { state: State } = { state: { dataUpdatedAt: 1, errorUpdatedAt: 0, errorUpdateCount: 0 } };
    expect(interval(query)).toBe(60_000);
    query.state = { dataUpdatedAt: 1, errorUpdatedAt: 2, errorUpdateCount: 1 };
    expect(interval(query)).toBe(120_000);
    query.state = { dataUpdatedAt: 1, errorUpdatedAt: 3, errorUpdateCount: 2 };
    expect(interval(query)).toBe(240_000);
    query.state = { dataUpdatedAt: 1, errorUpdatedAt: 4, errorUpdateCount: 3 };
    expect(interval(query)).toBe(maxPollBackoffMs);
    query.state = { dataUpdatedAt: 5, errorUpdatedAt: 4, errorUpdateCount: 3 };
    expect(interval(query)).toBe(60_000);
    query.state = { dataUpdatedAt: 5, errorUpdatedAt: 6, errorUpdateCount: 4 };
    expect(interval(query)).toBe(120_000);
  });
});
