import { queryOptions, useQuery } from '@tanstack/react-query';
import { navigationResponseSchema } from '@atalaya/contract/common/navigation.schemas';
import type { NavigationResponse } from '@atalaya/contract/common/navigation.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/common/navigation`: side navigation (`default`) and user menu (`user`) for the caller's role. */
export function getNavigation(signal?: AbortSignal): Promise<NavigationResponse> {
  return apiRequest('/api/common/navigation', { schema: navigationResponseSchema, signal });
}

/** Keyed by the session's access kind, so signing in or out loads the menu of the new role. */
export function getNavigationQueryOptions(accessKind: string) {
  return queryOptions({
    queryKey: ['common', 'navigation', accessKind],
    queryFn: ({ signal }) => getNavigation(signal),
  });
}

export function useNavigationMenu(accessKind: string) {
  return useQuery(getNavigationQueryOptions(accessKind));
}
