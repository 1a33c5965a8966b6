import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { navigateTo } from '@/lib/app-events.ts';
import { clearSession } from '@/lib/tokens.ts';
import { signOut } from '../api/sign-out.ts';

/**
 * Signs out: calls logout, clears tokens, e-mail, username and routes (spec §4) and the cached
 * data, then goes home, where a new public token is fetched. The router-level navigation is used
 * because clearing the session unmounts the current route (the session gate shows the Loader).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    clearSession();
    queryClient.removeQueries();
    navigateTo(paths.home.getHref(), { replace: true });
  }, [queryClient]);
}
