import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  internalNoteListResponseSchema,
  internalNoteResponseSchema,
} from '@atalaya/contract/complaints/case-detail.schemas';
import type { InternalNote, InternalNoteBody } from '@atalaya/contract/complaints/case-detail.schemas';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../utils/case-notices.ts';
import { caseKeys } from './case-keys.ts';

const base = '/api/denuncias/den_notas_internas';

/** `POST /api/denuncias/den_notas_internas/GetList` with the `iddenuncia` filter, oldest first. */
export async function findInternalNotes(iddenuncia: number, signal?: AbortSignal): Promise<InternalNote[]> {
  const answer = await apiRequest(`${base}/GetList`, {
    method: 'POST',
    body: complaintListRequest('iddenuncia', iddenuncia, 'fec_alta'),
    schema: internalNoteListResponseSchema,
    signal,
  });
  return answer.data;
}

export function useInternalNotes(iddenuncia: number) {
  return useQuery({
    queryKey: caseKeys.notes(iddenuncia),
    queryFn: ({ signal }) => findInternalNotes(iddenuncia, signal),
    staleTime: 0,
  });
}

/** `POST /api/denuncias/den_notas_internas/`: an append-only note, seen by handlers only. */
export async function addInternalNote(iddenuncia: number, nota: string): Promise<InternalNote> {
  const body: InternalNoteBody = { den_notas_internas: { iddenuncia, nota: nota.trim() } };
  const answer = await apiRequest(`${base}/`, { method: 'POST', body, schema: internalNoteResponseSchema });
  return answer.data;
}

export function useAddInternalNote(iddenuncia: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nota: string) => addInternalNote(iddenuncia, nota),
    onSuccess: async (note) => {
      notifySuccess('create', t);
      queryClient.setQueryData<InternalNote[]>(caseKeys.notes(iddenuncia), (current = []) =>
        current.some((known) => known.idnota === note.idnota) ? current : [...current, note],
      );
      await queryClient.invalidateQueries({ queryKey: caseKeys.auditAll(iddenuncia) });
    },
    onError: (error) => {
      notifyFailure('create', error, t);
    },
  });
}
