import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintTypeSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { findAllByOrden } from '@/lib/resources.ts';

/** `POST /api/denuncias/den_tipos_denuncia/GetList`: the active complaint types, in their order. */
export async function findComplaintTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  const rows = await findAllByOrden('den_tipos_denuncia', complaintTypeSchema, signal);
  return rows.filter((type) => type.activo);
}

export function getComplaintTypesQueryOptions() {
  return queryOptions({ queryKey: ['report-intake', 'types'], queryFn: ({ signal }) => findComplaintTypes(signal) });
}

export function useComplaintTypes() {
  return useQuery(getComplaintTypesQueryOptions());
}
