import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addInformationResponseSchema } from '@atalaya/contract/complaints/complaint.schemas';
import type { AddInformationBody, AddInformationResponse } from '@atalaya/contract/complaints/complaint.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/denuncias/den_denuncias/ampliar`: the reporter adds a text (it becomes a chat message)
 * and the ids of the files uploaded for it (uploads made with the Informante token are joined to
 * the complaint by the upload itself; the server accepts their ids as they are).
 */
export function addInformation(input: { informacion: string; documentos: number[] }): Promise<AddInformationResponse> {
  const informacion = input.informacion.trim();
  const body: AddInformationBody = {
    ...(informacion === '' ? {} : { informacion }),
    documentos: input.documentos,
  };
  return apiRequest('/api/denuncias/den_denuncias/ampliar', {
    method: 'POST',
    body,
    schema: addInformationResponseSchema,
  });
}

/** Adds information, then refreshes the documents and the chat of the complaint. */
export function useAddInformation(keys: { docs: readonly unknown[]; chat: readonly unknown[] }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInformation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.docs }),
        queryClient.invalidateQueries({ queryKey: keys.chat }),
      ]);
    },
  });
}
