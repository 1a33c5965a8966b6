import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedListResponseSchema } from '@atalaya/contract/common/feed.schemas';
import type { FeedItem } from '@atalaya/contract/common/feed.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import type { ClientClaims } from '@/lib/jwt.ts';
import { backoffInterval } from '@/lib/poll-interval.ts';
import { useAccessClaims, useSignedIn } from '@/lib/tokens.ts';

export type FeedKind = 'messages' | 'notifications';

/** How often the header bell asks for new notifications while the page is visible. */
export const notificationsPollMs = 60_000;

const notificationsInterval = backoffInterval(notificationsPollMs);

/** `GET /api/common/messages` or `/api/common/notifications`: the caller's feed items. */
export function findFeed(kind: FeedKind, signal?: AbortSignal): Promise<FeedItem[]> {
  return apiRequest(`/api/common/${kind}`, { schema: feedListResponseSchema, signal });
}

/** The session part of the feed's cache key, so a sign-in or sign-out never shows another user's items. */
export function feedSessionKey(claims: ClientClaims | null): string {
  return `${claims?.tipoacceso ?? 'none'}:${claims?.sid ?? ''}`;
}

export function feedQueryKey(kind: FeedKind, sessionKey: string) {
  return ['common', kind, sessionKey] as const;
}

export function getFeedQueryOptions(kind: FeedKind, sessionKey: string) {
  return queryOptions({ queryKey: feedQueryKey(kind, sessionKey), queryFn: ({ signal }) => findFeed(kind, signal) });
}

/**
 * The signed-in user's notifications, asked for again every minute while the page is visible and
 * whenever the window regains focus; after failures, less and less often (up to every 5 min) until
 * one succeeds. Never asked for while nobody is signed in. Shares its cache entry with the initial
 * data of the shell.
 */
export function useNotifications() {
  const sessionKey = feedSessionKey(useAccessClaims());
  const signedIn = useSignedIn();
  return {
    sessionKey,
    query: useQuery({
      ...getFeedQueryOptions('notifications', sessionKey),
      enabled: signedIn,
      refetchInterval: signedIn ? notificationsInterval : false,
      refetchOnWindowFocus: 'always',
    }),
  };
}
