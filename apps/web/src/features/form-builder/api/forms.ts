import { queryOptions, useQuery } from '@tanstack/react-query';
import { formSchema, type Form } from '@atalaya/contract/complaints/form.schemas';
import { findResourceList } from '@/lib/resources.ts';

export const formsQueryKey = ['admin', 'forms'] as const;

/** `POST den_formularios/GetList`: every form of the tenant (active or not) with its questions. */
export async function findAllForms(signal?: AbortSignal): Promise<Form[]> {
  const answer = await findResourceList(
    'den_formularios',
    { length: -1, sort: 'idformulario', order: 'asc' },
    formSchema,
    signal,
  );
  return answer.data;
}

export function useAdminForms() {
  return useQuery(queryOptions({ queryKey: formsQueryKey, queryFn: ({ signal }) => findAllForms(signal) }));
}
