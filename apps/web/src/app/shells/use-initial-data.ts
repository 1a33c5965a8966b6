import { useQueries } from '@tanstack/react-query';
import type { NavigationResponse } from '@atalaya/contract/common/navigation.schemas';
import type { User } from '@atalaya/contract/common/user.schemas';
import { getFeedQueryOptions } from '@/features/feed/api/get-feed.ts';
import { getNavigationQueryOptions } from '@/features/navigation/api/get-navigation.ts';
import { getUserQueryOptions } from '@/features/user/api/get-user.ts';
import { userSessionKey } from '@/features/user/hooks/use-back-office-role.ts';
import { useAccessClaims } from '@/lib/tokens.ts';

type InitialData = { isLoading: boolean; navigation: NavigationResponse | undefined; user: User | undefined };

/**
 * Spec §2: navigation, messages, notifications and user are loaded before a module shows.
 * Keyed by session so a sign-in or sign-out loads the new role's data. Failures do not block.
 */
export function useInitialData(): InitialData {
  const claims = useAccessClaims();
  const sessionKey = userSessionKey(claims);
  const [navigation, user, messages, notifications] = useQueries({
    queries: [
      getNavigationQueryOptions(sessionKey),
      getUserQueryOptions(sessionKey),
      getFeedQueryOptions('messages', sessionKey),
      getFeedQueryOptions('notifications', sessionKey),
    ],
  });
  const isLoading = [navigation, user, messages, notifications].some(
    (query) => query.isPending && query.fetchStatus === 'fetching',
  );
  return { isLoading, navigation: navigation.data, user: user.data };
}
