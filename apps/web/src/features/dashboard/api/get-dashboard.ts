import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@atalaya/contract/complaints/dashboard.schemas';
import type { Dashboard, DashboardRequest } from '@atalaya/contract/complaints/dashboard.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { apiRequest } from '@/lib/api-client.ts';
import { useLanguage } from '@/lib/i18n.ts';

/**
 * `POST /api/denuncias/den_denuncias/resumen` (administrator): the Resumen of the chosen period,
 * its type and status names in the interface language (the api client sends it as Accept-Language).
 */
export async function findDashboard(period: DashboardRequest, signal?: AbortSignal): Promise<Dashboard> {
  const answer = await apiRequest('/api/denuncias/den_denuncias/resumen', {
    method: 'POST',
    body: period,
    schema: dashboardResponseSchema,
    signal,
  });
  return answer.data;
}

/** Keyed by language too: a change of interface language asks again for the names in the new one. */
export function getDashboardQueryOptions(period: DashboardRequest, language: LanguageCode) {
  return queryOptions({
    queryKey: ['denuncias', 'resumen', period.desde ?? null, period.hasta ?? null, language],
    queryFn: ({ signal }) => findDashboard(period, signal),
  });
}

/** The Resumen of a period; the previous period's data stays shown while the next one loads. */
export function useDashboard(period: DashboardRequest) {
  const { language } = useLanguage();
  return useQuery({ ...getDashboardQueryOptions(period, language), placeholderData: keepPreviousData });
}
