import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import { notificationSchema } from '@atalaya/contract/complaints/notification.schemas';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { limits } from '@atalaya/contract/limits';
import { findResourceList } from '@/lib/resources.ts';

/** `POST /api/denuncias/den_denuncia_notificaciones/GetList` filtered by iddenuncia, oldest first. */
export async function findNotifications(iddenuncia: number, signal?: AbortSignal): Promise<Notification[]> {
  const answer = await findResourceList(
    'den_denuncia_notificaciones',
    complaintListRequest('iddenuncia', iddenuncia, 'idnotificacion'),
    notificationSchema,
    signal,
  );
  return answer.data;
}

export function getNotificationsQueryOptions(iddenuncia: number) {
  return queryOptions({
    queryKey: ['reporter', 'notifications', iddenuncia],
    queryFn: ({ signal }) => findNotifications(iddenuncia, signal),
    staleTime: 0,
  });
}

export function useNotifications(iddenuncia: number | undefined) {
  return useQuery({
    ...getNotificationsQueryOptions(iddenuncia ?? 0),
    enabled: iddenuncia !== undefined,
    refetchInterval: limits.chatRefreshMs,
  });
}
