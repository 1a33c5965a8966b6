import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  myAccountResponseSchema,
  mySessionsResponseSchema,
  type ChangePasswordBody,
  type MyAccount,
  type MySession,
} from '@atalaya/contract/people/my-account.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const base = '/api/admin/mi-cuenta';
export const myAccountQueryKey = ['admin', 'my-account'] as const;
const sessionsQueryKey = ['admin', 'my-account', 'sessions'] as const;
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function useMyAccount() {
  return useQuery({
    queryKey: myAccountQueryKey,
    queryFn: async ({ signal }): Promise<MyAccount> =>
      (await apiRequest(base, { schema: myAccountResponseSchema, signal })).data,
  });
}

export function useMySessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async ({ signal }): Promise<MySession[]> =>
      (await apiRequest(`${base}/sesiones`, { schema: mySessionsResponseSchema, signal })).data,
  });
}

/** `DELETE sesiones/:sid`: ends one of the person's own sessions. */
export function useRevokeMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sid: string) =>
      apiRequest(`${base}/sesiones/${encodeURIComponent(sid)}`, { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** `PUT contrasena`: the person's other sessions end, so the list is read again. */
export function useChangeMyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      apiRequest(`${base}/contrasena`, { method: 'PUT', body, schema: messageResponseSchema }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
