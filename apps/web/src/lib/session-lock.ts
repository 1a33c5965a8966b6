import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { paths } from '@/config/paths.ts';
import { apiRequest } from './api-client.ts';
import { navigateTo } from './app-events.ts';
import { queryClient } from './query-client.ts';
import { clearSession, hasSession } from './tokens.ts';

/** `?reason=` of the sign-in page after the back office was locked (Ctrl+L or the idle lock). */
export const lockedReason = 'locked';

/**
 * Locks the back office (issue 15 §5): the session ends on the server (`GET /api/auth/logout`, so
 * typing /admin afterwards does not reopen it), the tokens and cached answers go, and the sign-in
 * page asks the password and, when the person has one, the second factor again.
 */
export async function lockSession(): Promise<void> {
  if (hasSession()) {
    try {
      await apiRequest('/api/auth/logout', { schema: messageResponseSchema });
    } catch {
      // The local session is cleared anyway: a lock never leaves the back office open.
    }
  }
  clearSession();
  queryClient.removeQueries();
  navigateTo(`${paths.signIn.getHref()}?reason=${lockedReason}`, { replace: true });
}
