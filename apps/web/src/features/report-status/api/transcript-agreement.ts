import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import {
  transcriptAgreementPath,
  transcriptAgreementResponseSchema,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST …/transcripcion/conformidad` (no body): the reporter agrees with the transcript of their
 * verbal communication; the complaint on screen shows it at once and is read again.
 */
function isComplaint(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === 'reporter' && query.queryKey[2] === 'complaint';
}

export function useTranscriptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(transcriptAgreementPath, { method: 'POST', schema: transcriptAgreementResponseSchema }),
    onSuccess: ({ fec_conforme }) => {
      queryClient.setQueriesData<ReporterComplaint>({ predicate: isComplaint }, (complaint) =>
        complaint?.verbal ? { ...complaint, verbal: { ...complaint.verbal, fec_conforme } } : complaint,
      );
      return queryClient.invalidateQueries({ predicate: isComplaint });
    },
  });
}
