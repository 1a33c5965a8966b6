import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { navigateTo } from '@/lib/app-events.ts';
import { clearTokens, hasSession } from '@/lib/tokens.ts';

/** `GET /api/auth/logout`: revokes the reporter's session server-side; a failure still ends it here. */
async function revokeSession(): Promise<void> {
  if (!hasSession()) {
    return;
  }
  try {
    await apiRequest('/api/auth/logout', { schema: messageResponseSchema });
  } catch {
    // The local session is cleared anyway.
  }
}

/**
 * "Salir": ends the reporter's session (revoke, clear both tokens and every cached answer), then
 * goes to `to`. Clearing the tokens makes the session gate fetch a new public token.
 */
export function useSignOutReporter(to: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await revokeSession();
    navigateTo(to, { replace: true });
    clearTokens();
    queryClient.removeQueries();
  }, [queryClient, to]);
}
