import { demoFetch } from '../lib/demo-fetch.ts';

export type Point = { x: string; y: number };
export type NamedSeries<T> = { name: string; data: T[] };
export type CountWidget = { amount: number; labels: string[]; series: Array<NamedSeries<number>> };
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
    series: Array<NamedSeries<Point>>;
  };
  newVsReturning: ShareWidget;
  gender: ShareWidget;
  age: ShareWidget;
  language: ShareWidget;
};

export const analyticsKey = ['demo', 'analytics'] as const;

export function fetchAnalytics(): Promise<AnalyticsData> {
  return demoFetch<AnalyticsData>('/api/dashboards/analytics');
}
