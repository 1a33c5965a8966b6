import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintTypeSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { findResourceList } from '@/lib/resources.ts';

/** `POST /api/denuncias/den_tipos_denuncia/GetList`: the active complaint types, in their order. */
export async function findComplaintTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  const answer = await findResourceList(
    'den_tipos_denuncia',
    { start: 0, length: -1, sort: 'orden', order: 'asc', columns: [] },
    complaintTypeSchema,
    signal,
  );
  return answer.data.filter((type) => type.activo);
}

export function getComplaintTypesQueryOptions() {
  return queryOptions({ queryKey: ['report-intake', 'types'], queryFn: ({ signal }) => findComplaintTypes(signal) });
}

export function useComplaintTypes() {
  return useQuery(getComplaintTypesQueryOptions());
}
