import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import { meetingRecordSchema } from '@atalaya/contract/complaints/meeting-record.schemas';
import type { MeetingProposalBody } from '@atalaya/contract/complaints/meeting-request.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { notifySuccess } from '../utils/case-notices.ts';
import { caseKeys } from './case-keys.ts';

/** What the proposal answers: the meeting as the case shows it. */
const meetingAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: meetingRecordSchema });

/**
 * `PUT /api/denuncias/den_denuncias/{id}/reunion` (art 7.2 Ley 2/2023): a handler proposes the date
 * (`YYYY-MM-DDTHH:mm`, the tenant's local time) and place or link of the meeting the reporter asked
 * for; it reaches them as a notification. A later proposal replaces it.
 */
export async function proposeMeeting(iddenuncia: number, input: MeetingProposalBody) {
  const body: MeetingProposalBody = { fecha: input.fecha, lugar: input.lugar.trim() };
  const answer = await apiRequest(`/api/denuncias/den_denuncias/${iddenuncia}/reunion`, {
    method: 'PUT',
    body,
    schema: meetingAnswerSchema,
  });
  return answer.data;
}

/**
 * The proposal: the case on screen shows it at once, then the case (its new notification, its
 * audit trail) is read again. Rejects with the server's refusal so the form can show it.
 */
export function useMeetingProposal(iddenuncia: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingProposalBody) => proposeMeeting(iddenuncia, input),
    onSuccess: async (reunion) => {
      queryClient.setQueryData<CaseDetail>(caseKeys.detail(iddenuncia), (detail) =>
        detail ? { ...detail, reunion } : detail,
      );
      notifySuccess('update', t);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all(iddenuncia) });
    },
    // A refusal may mean the case changed meanwhile (resolved, the request gone): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(iddenuncia) }),
  });
}
