import type { AnalyticsData } from '@atalaya/demo-api/areas/analytics';
import { demoFetch } from '../lib/demo-fetch.ts';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type { AnalyticsData, CountWidget, NamedSeries, Point, ShareWidget } from '@atalaya/demo-api/areas/analytics';

export const analyticsKey = ['demo', 'analytics'] as const;

export function fetchAnalytics(): Promise<AnalyticsData> {
  return demoFetch<AnalyticsData>('/api/dashboards/analytics');
}
