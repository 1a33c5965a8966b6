import { queryOptions } from '@tanstack/react-query';
import { feedListResponseSchema } from '@atalaya/contract/common/feed.schemas';
import type { FeedItem } from '@atalaya/contract/common/feed.schemas';
import { apiRequest } from '@/lib/api-client.ts';

export type FeedKind = 'messages' | 'notifications';

/** `GET /api/common/messages` or `/api/common/notifications`: the caller's feed items. */
export function findFeed(kind: FeedKind, signal?: AbortSignal): Promise<FeedItem[]> {
  return apiRequest(`/api/common/${kind}`, { schema: feedListResponseSchema, signal });
}

export function getFeedQueryOptions(kind: FeedKind, sessionKey: string) {
  return queryOptions({ queryKey: ['common', kind, sessionKey], queryFn: ({ signal }) => findFeed(kind, signal) });
}
