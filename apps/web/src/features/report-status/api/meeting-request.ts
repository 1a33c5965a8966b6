import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { meetingRecordSchema } from '@atalaya/contract/complaints/meeting-record.schemas';
import { meetingRequestPath } from '@atalaya/contract/complaints/meeting-request.schemas';
import type { MeetingRequestBody } from '@atalaya/contract/complaints/meeting-request.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/** What both meeting writes answer: the meeting as the follow-up shows it. */
const meetingAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: meetingRecordSchema });

function isComplaint(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === 'reporter' && query.queryKey[2] === 'complaint';
}

/**
 * `PUT …/informante/reunion` (art 7.2 Ley 2/2023): the reporter asks for a meeting in person or by
 * video call, or changes the request while no date is proposed; an empty availability is left out.
 */
export async function requestMeeting(input: MeetingRequestBody) {
  const disponibilidad = input.disponibilidad?.trim() ?? '';
  const body: MeetingRequestBody = {
    modalidad: input.modalidad,
    ...(disponibilidad === '' ? {} : { disponibilidad }),
  };
  const answer = await apiRequest(meetingRequestPath, { method: 'PUT', body, schema: meetingAnswerSchema });
  return answer.data;
}

/** The request, then the complaint on screen shows it at once and is read again. */
export function useMeetingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMeeting,
    onSuccess: (reunion) => {
      queryClient.setQueriesData<ReporterComplaint>({ predicate: isComplaint }, (complaint) =>
        complaint ? { ...complaint, reunion } : complaint,
      );
      return queryClient.invalidateQueries({ predicate: isComplaint });
    },
    // Refused once a date is proposed (400) or the case resolved (501): the complaint read again shows why.
    onError: () => queryClient.invalidateQueries({ predicate: isComplaint }),
  });
}
