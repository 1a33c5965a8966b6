import { useMutation } from '@tanstack/react-query';
import { fileComplaintResponseSchema } from '@atalaya/contract/complaints/complaint.schemas';
import type { FileComplaintBody, FileComplaintResponse } from '@atalaya/contract/complaints/complaint.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/denuncias/den_denuncias/`: files the complaint. The answer carries the receipt code,
 * shown once: it is only ever held in memory, never logged, stored or put in a URL.
 */
export function submitReport(body: FileComplaintBody): Promise<FileComplaintResponse> {
  return apiRequest('/api/denuncias/den_denuncias/', { method: 'POST', body, schema: fileComplaintResponseSchema });
}

export function useSubmitReport() {
  // gcTime 0: the answer (with the receipt) is not kept in the mutation cache once unused.
  return useMutation({ mutationFn: submitReport, gcTime: 0 });
}
