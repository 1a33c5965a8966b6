import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeAddressResponseSchema } from '@atalaya/contract/complaints/reporter-notice.schemas';
import type { NoticeAddressResponse, SetNoticeAddressBody } from '@atalaya/contract/complaints/reporter-notice.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const noticeAddressPath = '/api/denuncias/den_denuncias/informante/correo-avisos';

/** `PUT …/informante/correo-avisos`: sets or replaces the address only for "there is news" notices (issue 17 §4). */
export function setNoticeAddress(correo_avisos: string): Promise<NoticeAddressResponse> {
  const body: SetNoticeAddressBody = { correo_avisos: correo_avisos.trim() };
  return apiRequest(noticeAddressPath, { method: 'PUT', body, schema: noticeAddressResponseSchema });
}

/** `DELETE …/informante/correo-avisos`: removes the address; no more notices. */
export function removeNoticeAddress(): Promise<NoticeAddressResponse> {
  return apiRequest(noticeAddressPath, { method: 'DELETE', schema: noticeAddressResponseSchema });
}

/** Both changes, then the reporter's complaint is read again (its `avisos_correo`). */
export function useNoticeAddress() {
  const queryClient = useQueryClient();
  function refresh() {
    return queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'reporter' && query.queryKey[2] === 'complaint',
    });
  }
  return {
    set: useMutation({ mutationFn: setNoticeAddress, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeNoticeAddress, onSuccess: refresh }),
  };
}
