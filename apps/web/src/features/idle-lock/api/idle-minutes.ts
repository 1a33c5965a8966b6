import { useQuery } from '@tanstack/react-query';
import { myAccountResponseSchema, type MyAccount } from '@atalaya/contract/people/my-account.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { isAdministrator } from '@/lib/tokens.ts';

/**
 * The tenant's idle lock in minutes, from `GET /api/admin/mi-cuenta` (every role may read it). The
 * query key is the account page's own, so one answer serves both.
 */
export function useIdleMinutes(): number | undefined {
  const account = useQuery({
    queryKey: ['admin', 'my-account'],
    queryFn: async ({ signal }): Promise<MyAccount> =>
      (await apiRequest('/api/admin/mi-cuenta', { schema: myAccountResponseSchema, signal })).data,
    staleTime: 5 * 60_000,
    // Only a back-office person has an account (a citizen in the protected area has none).
    enabled: isAdministrator(),
  });
  return account.data?.minutos_inactividad;
}
