import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedItemResponseSchema, markAllAsReadResponseSchema } from '@atalaya/contract/common/feed.schemas';
import type { FeedItem, FeedItemInput } from '@atalaya/contract/common/feed.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { feedQueryKey } from './get-feed.ts';

const notificationsPath = '/api/common/notifications';

/** `PATCH /api/common/notifications` `{id, notification}`: changes one of the caller's notifications. */
export function updateNotification(id: string, notification: FeedItemInput): Promise<FeedItem> {
  return apiRequest(notificationsPath, {
    method: 'PATCH',
    body: { id, notification },
    schema: feedItemResponseSchema,
  });
}

/** `DELETE /api/common/notifications?id=`: removes one of the caller's notifications. */
export function deleteNotification(id: string): Promise<FeedItem> {
  return apiRequest(`${notificationsPath}?${new URLSearchParams({ id }).toString()}`, {
    method: 'DELETE',
    schema: feedItemResponseSchema,
  });
}

/** `GET /api/common/notifications/mark-all-as-read`: every notification of the caller read. */
export function markAllNotificationsRead(): Promise<true> {
  return apiRequest(`${notificationsPath}/mark-all-as-read`, { schema: markAllAsReadResponseSchema });
}

/**
 * The bell's writes, each applied to the cached list as soon as the server confirms it (so the
 * badge changes at once, without waiting for the next poll).
 */
export function useNotificationActions(sessionKey: string) {
  const queryClient = useQueryClient();
  const queryKey = feedQueryKey('notifications', sessionKey);
  function patchCache(change: (items: FeedItem[]) => FeedItem[]) {
    queryClient.setQueryData<FeedItem[]>(queryKey, (current) => (current ? change(current) : current));
  }
  function refresh() {
    void queryClient.invalidateQueries({ queryKey });
  }

  const markRead = useMutation({
    mutationFn: (id: string) => updateNotification(id, { read: true }),
    onSuccess: (updated) => {
      patchCache((items) => items.map((item) => (item.id === updated.id ? updated : item)));
    },
    onError: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      patchCache((items) => items.map((item) => ({ ...item, read: true })));
    },
    onError: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_deleted, id) => {
      patchCache((items) => items.filter((item) => item.id !== id));
    },
    onError: refresh,
  });
  return { markRead, markAllRead, remove };
}
