import { describe, expect, it } from 'vitest';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { PAGE_VIEW_DAYS, VISITOR_POINTS, WEEKLY_POINTS, type AnalyticsData, type ShareWidget } from './analytics.ts';

const demo = useDemoServer();
const DAY_MS = 86_400_000;

async function analytics(): Promise<AnalyticsData> {
  const answer = await demo.call('GET', '/api/dashboards/analytics');
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsData;
}

function gaps(xs: string[]): number[] {
  return xs.slice(1).map((x, i) => (Date.parse(x) - Date.parse(xs[i] as string)) / DAY_MS);
}

describe('analytics dashboard', () => {
  it('has every widget of §3', async () => {
    expect(Object.keys(await analytics()).sort()).toEqual(
      [
        'age',
        'conversions',
        'gender',
        'impressions',
        'language',
        'newVsReturning',
        'visitorsVsPageViews',
        'visitors',
        'visits',
      ].sort(),
    );
  });

  it('visitors: this-year and last-year in 3-day steps ending today', async () => {
    const { visitors } = await analytics();
    for (const name of ['this-year', 'last-year'] as const) {
      const series = visitors.series[name];
      expect(series).toHaveLength(VISITOR_POINTS);
      expect(new Set(gaps(series.map((p) => p.x)))).toEqual(new Set([3]));
      expect(series.every((p) => Number.isInteger(p.y) && p.y > 0)).toBe(true);
    }
    const lastThisYear = visitors.series['this-year'].at(-1)?.x;
    expect(lastThisYear).toBe(`${TEST_NOW.toISOString().slice(0, 10)}T00:00:00.000Z`);
    const firstGap =
      Date.parse(visitors.series['this-year'][0]?.x ?? '') - Date.parse(visitors.series['last-year'][0]?.x ?? '');
    expect(firstGap / DAY_MS).toBe(364);
  });

  it('visitorsVsPageViews: scores and two daily series of 65 points', async () => {
    const { visitorsVsPageViews: widget } = await analytics();
    expect(widget.series.map((series) => series.name)).toEqual(['Page Views', 'Visitors']);
    for (const series of widget.series) {
      expect(series.data).toHaveLength(PAGE_VIEW_DAYS);
      expect(new Set(gaps(series.data.map((p) => p.x)))).toEqual(new Set([1]));
    }
    expect(typeof widget.overallScore).toBe('number');
    expect(widget.averageRatio).toBeGreaterThan(0);
    expect(widget.predictedRatio).toBeGreaterThan(widget.averageRatio);
  });

  it.each(['conversions', 'impressions', 'visits'] as const)(
    '%s: amount, date-range labels and counts',
    async (name) => {
      const widget = (await analytics())[name];
      expect(widget.labels).toHaveLength(WEEKLY_POINTS);
      expect(widget.labels.every((label) => /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/.test(label))).toBe(true);
      const data = widget.series[0]?.data ?? [];
      expect(data).toHaveLength(WEEKLY_POINTS);
      expect(widget.amount).toBe(data.reduce((sum, value) => sum + value, 0));
    },
  );

  it.each(['newVsReturning', 'gender', 'age', 'language'] as const)(
    '%s: unique visitors and percentages adding up to 100, one per label',
    async (name) => {
      const widget = (await analytics())[name] as ShareWidget;
      expect(widget.uniqueVisitors).toBeGreaterThan(0);
      expect(widget.series).toHaveLength(widget.labels.length);
      expect(widget.series.reduce((sum, value) => sum + value, 0)).toBe(100);
      expect(widget.series.every((value) => value >= 0)).toBe(true);
    },
  );

  it('moves its dates with the clock the store was seeded at', async () => {
    const before = await analytics();
    demo.clock.now = new Date(TEST_NOW.getTime() + 10 * DAY_MS);
    demo.api.reset();
    const after = await analytics();
    const shift =
      Date.parse(after.visitors.series['this-year'][0]?.x ?? '') -
      Date.parse(before.visitors.series['this-year'][0]?.x ?? '');
    expect(shift / DAY_MS).toBe(10);
    expect(after.visitors.series['this-year'].map((p) => p.y)).toEqual(
      before.visitors.series['this-year'].map((p) => p.y),
    );
  });
});
