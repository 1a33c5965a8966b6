/**
 * Analytics dashboard (spec 001 §3, §9): every widget generated from the seed, dates relative
 * to now. Read-only: one GET answers all the widgets.
 */
import { defineArea } from '../engine.ts';
import { addDays, round2, startOfDayIso, type Random } from '../random.ts';
import { ok } from '../router.ts';

export type Point = { x: string; y: number };
export type NamedSeries<T> = { name: string; data: T[] };
/** conversions, impressions, visits: weekly counts; labels are ISO date ranges `start/end`. */
export type CountWidget = { amount: number; labels: string[]; series: NamedSeries<number>[] };
/** newVsReturning, gender, age, language: percentages that add up to 100. */
export type ShareWidget = { uniqueVisitors: number; series: number[]; labels: string[] };

export type AnalyticsData = {
  visitors: { series: { 'this-year': Point[]; 'last-year': Point[] } };
  conversions: CountWidget;
  impressions: CountWidget;
  visits: CountWidget;
  visitorsVsPageViews: {
    overallScore: number;
    averageRatio: number;
    predictedRatio: number;
    series: NamedSeries<Point>[];
  };
  newVsReturning: ShareWidget;
  gender: ShareWidget;
  age: ShareWidget;
  language: ShareWidget;
};

/** Visitors: one point every 3 days, 80 points (the last 237 days), per year. */
export const VISITOR_POINTS = 80;
export const VISITOR_STEP_DAYS = 3;
/** Page views and visitors: one point a day, 65 days ending today. */
export const PAGE_VIEW_DAYS = 65;
/** Conversions, impressions, visits: one count a week, 10 weeks ending today. */
export const WEEKLY_POINTS = 10;

export const analyticsArea = defineArea<AnalyticsData>({
  name: 'analytics',
  seed: ({ random, now }) => seedAnalytics(random, now),
  routes: ({ state }) => [
    { method: 'GET', path: '/api/dashboards/analytics', handler: () => ok(structuredClone(state())) },
  ],
});

function walk(random: Random, count: number, start: number, spread: number, floor: number): number[] {
  const values: number[] = [];
  let value = start;
  for (let i = 0; i < count; i += 1) {
    value = Math.max(floor, Math.round(value + (random.next() - 0.5) * spread));
    values.push(value);
  }
  return values;
}

/** Whole percentages adding up to exactly 100. */
function shares(random: Random, count: number): number[] {
  const weights = Array.from({ length: count }, () => 1 + random.next() * 4);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const values = weights.map((weight) => Math.floor((weight / total) * 100));
  values[0] = (values[0] ?? 0) + 100 - values.reduce((sum, value) => sum + value, 0);
  return values;
}

function countWidget(random: Random, now: Date, name: string, base: number): CountWidget {
  const data = walk(random, WEEKLY_POINTS, base, base * 0.3, Math.round(base * 0.3));
  const labels = Array.from({ length: WEEKLY_POINTS }, (_, i) => {
    const end = addDays(now, -7 * (WEEKLY_POINTS - 1 - i));
    return `${startOfDayIso(addDays(end, -6)).slice(0, 10)}/${startOfDayIso(end).slice(0, 10)}`;
  });
  return { amount: data.reduce((sum, value) => sum + value, 0), labels, series: [{ name, data }] };
}

function shareWidget(random: Random, labels: string[]): ShareWidget {
  return { uniqueVisitors: random.int(40_000, 60_000), series: shares(random, labels.length), labels };
}

export function seedAnalytics(random: Random, now: Date): AnalyticsData {
  const visitorDays = Array.from({ length: VISITOR_POINTS }, (_, i) =>
    addDays(now, -VISITOR_STEP_DAYS * (VISITOR_POINTS - 1 - i)),
  );
  const thisYear = walk(random, VISITOR_POINTS, 5200, 900, 1500);
  const lastYear = walk(random, VISITOR_POINTS, 4100, 900, 1200);
  const days = Array.from({ length: PAGE_VIEW_DAYS }, (_, i) => startOfDayIso(addDays(now, -(PAGE_VIEW_DAYS - 1 - i))));
  const visitors = walk(random, PAGE_VIEW_DAYS, 1800, 400, 600);
  const pageViews = visitors.map((count) => Math.round(count * (1.8 + random.next() * 1.4)));
  const ratio = visitors.reduce((sum, count, i) => sum + count / (pageViews[i] ?? 1), 0) / PAGE_VIEW_DAYS;
  const averageRatio = round2(ratio * 100);
  return {
    visitors: {
      series: {
        'this-year': visitorDays.map((day, i) => ({ x: startOfDayIso(day), y: thisYear[i] ?? 0 })),
        // The same weekdays 52 weeks earlier.
        'last-year': visitorDays.map((day, i) => ({ x: startOfDayIso(addDays(day, -364)), y: lastYear[i] ?? 0 })),
      },
    },
    conversions: countWidget(random, now, 'Conversions', 480),
    impressions: countWidget(random, now, 'Impressions', 9000),
    visits: countWidget(random, now, 'Visits', 2600),
    visitorsVsPageViews: {
      overallScore: random.int(380, 520),
      averageRatio,
      predictedRatio: round2(averageRatio + 2 + random.next() * 6),
      series: [
        { name: 'Page Views', data: days.map((x, i) => ({ x, y: pageViews[i] ?? 0 })) },
        { name: 'Visitors', data: days.map((x, i) => ({ x, y: visitors[i] ?? 0 })) },
      ],
    },
    newVsReturning: shareWidget(random, ['New', 'Returning']),
    gender: shareWidget(random, ['Female', 'Male', 'Other']),
    age: shareWidget(random, ['Under 30', '30-40', '40-50', 'Over 50']),
    // Language codes: the screen names them in the interface language (Intl.DisplayNames).
    language: shareWidget(random, ['en', 'es', 'fr', 'de']),
  };
}
