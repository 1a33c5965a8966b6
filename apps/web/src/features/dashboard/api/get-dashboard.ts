import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@atalaya/contract/complaints/dashboard.schemas';
import type { Dashboard, DashboardRequest } from '@atalaya/contract/complaints/dashboard.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/denuncias/den_denuncias/resumen` (administrator): the Resumen of the chosen period. */
export async function findDashboard(period: DashboardRequest, signal?: AbortSignal): Promise<Dashboard> {
  const answer = await apiRequest('/api/denuncias/den_denuncias/resumen', {
    method: 'POST',
    body: period,
    schema: dashboardResponseSchema,
    signal,
  });
  return answer.data;
}

export function getDashboardQueryOptions(period: DashboardRequest) {
  return queryOptions({
    queryKey: ['denuncias', 'resumen', period.desde ?? null, period.hasta ?? null],
    queryFn: ({ signal }) => findDashboard(period, signal),
  });
}

/** The Resumen of a period; the previous period's data stays shown while the next one loads. */
export function useDashboard(period: DashboardRequest) {
  return useQuery({ ...getDashboardQueryOptions(period), placeholderData: keepPreviousData });
}
