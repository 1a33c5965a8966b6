import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@atalaya/contract/common/user.schemas';
import type { User } from '@atalaya/contract/common/user.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/common/user`: the signed-in user, or the anonymous visitor. */
export function getUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/api/common/user', { schema: userSchema, signal });
}

export function getUserQueryOptions(sessionKey: string) {
  return queryOptions({ queryKey: ['common', 'user', sessionKey], queryFn: ({ signal }) => getUser(signal) });
}

export function useUser(sessionKey: string) {
  return useQuery(getUserQueryOptions(sessionKey));
}
