import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintStatusSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintStatus } from '@atalaya/contract/complaints/complaint-type.schemas';
import { findResourceList } from '@/lib/resources.ts';

export const complaintStatusesQueryKey = ['admin', 'complaint-statuses'] as const;

/** `POST den_estados_denuncia/GetList`: every status of the tenant, in their order. */
export async function findAllComplaintStatuses(signal?: AbortSignal): Promise<ComplaintStatus[]> {
  const answer = await findResourceList(
    'den_estados_denuncia',
    { length: -1, sort: 'orden', order: 'asc' },
    complaintStatusSchema,
    signal,
  );
  return answer.data;
}

export function useAdminComplaintStatuses() {
  return useQuery(
    queryOptions({ queryKey: complaintStatusesQueryKey, queryFn: ({ signal }) => findAllComplaintStatuses(signal) }),
  );
}
