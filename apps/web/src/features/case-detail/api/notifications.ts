import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityResponseSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import { notificationSchema } from '@atalaya/contract/complaints/notification.schemas';
import type {
  Notification,
  NotificationBody,
  NotificationInput,
} from '@atalaya/contract/complaints/notification.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { findResourceList } from '@/lib/resources.ts';
import { notifyFailure, notifySuccess } from '../utils/case-notices.ts';
import { caseKeys } from './case-keys.ts';

const base = '/api/denuncias/den_denuncia_notificaciones';
const notificationResponseSchema = entityResponseSchema(notificationSchema);

/** `POST …/den_denuncia_notificaciones/GetList` with the `iddenuncia` filter: all of them, oldest first. */
export async function findCaseNotifications(iddenuncia: number, signal?: AbortSignal): Promise<Notification[]> {
  const answer = await findResourceList(
    'den_denuncia_notificaciones',
    complaintListRequest('iddenuncia', iddenuncia, 'idnotificacion'),
    notificationSchema,
    signal,
  );
  return answer.data;
}

export function useCaseNotifications(iddenuncia: number) {
  return useQuery({
    queryKey: caseKeys.notifications(iddenuncia),
    queryFn: ({ signal }) => findCaseNotifications(iddenuncia, signal),
    staleTime: 0,
  });
}

/** `POST` (new) or `PUT` (with `idnotificacion`) of `…/den_denuncia_notificaciones/`; 501 once resolved. */
export async function saveNotification(input: NotificationInput): Promise<Notification> {
  const body: NotificationBody = { den_denuncia_notificaciones: input };
  const answer = await apiRequest(`${base}/`, {
    method: input.idnotificacion === undefined ? 'POST' : 'PUT',
    body,
    schema: notificationResponseSchema,
  });
  return answer.data;
}

/** `DELETE …/den_denuncia_notificaciones/{id}`; 501 once resolved. */
export async function deleteNotification(idnotificacion: number): Promise<void> {
  await apiRequest(`${base}/${idnotificacion}`, { method: 'DELETE', schema: successResponseSchema });
}

/**
 * Create, update and delete of a case's notifications with the spec §8 snackbars; the list, the
 * documents and the audit trail are read again afterwards. The mutations reject on failure (after
 * the snackbar) so the dialog stays open.
 */
export function useNotificationMutations(iddenuncia: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: caseKeys.notifications(iddenuncia) }),
      queryClient.invalidateQueries({ queryKey: caseKeys.auditAll(iddenuncia) }),
    ]);
  }

  const save = useMutation({
    mutationFn: saveNotification,
    onSuccess: async (_saved, input) => {
      notifySuccess(input.idnotificacion === undefined ? 'create' : 'update', t);
      await refresh();
    },
    onError: async (error, input) => {
      notifyFailure(input.idnotificacion === undefined ? 'create' : 'update', error, t);
      await queryClient.invalidateQueries({ queryKey: caseKeys.detail(iddenuncia) });
    },
  });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSuccess: async () => {
      notifySuccess('delete', t);
      await refresh();
    },
    onError: async (error) => {
      notifyFailure('delete', error, t);
      await queryClient.invalidateQueries({ queryKey: caseKeys.detail(iddenuncia) });
    },
  });
  return { save, remove };
}
