import { queryOptions, useQuery } from '@tanstack/react-query';
import { formSchema } from '@atalaya/contract/complaints/form.schemas';
import type { Form } from '@atalaya/contract/complaints/form.schemas';
import { getResource } from '@/lib/resources.ts';

/** `GET /api/denuncias/den_formularios/{idformulario}`: the questions a complaint type asks. */
export function getForm(idformulario: number, signal?: AbortSignal): Promise<Form> {
  return getResource('den_formularios', idformulario, formSchema, signal);
}

export function getFormQueryOptions(idformulario: number) {
  return queryOptions({
    queryKey: ['report-intake', 'form', idformulario],
    queryFn: ({ signal }) => getForm(idformulario, signal),
  });
}

export function useComplaintForm(idformulario: number | undefined) {
  return useQuery({ ...getFormQueryOptions(idformulario ?? 0), enabled: idformulario !== undefined });
}
