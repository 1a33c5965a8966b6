import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintTypeSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { formSchema } from '@atalaya/contract/complaints/form.schemas';
import type { z } from 'zod';
import { findResourceList } from '@/lib/resources.ts';

export const complaintTypesQueryKey = ['admin', 'complaint-types'] as const;

/** `POST den_tipos_denuncia/GetList`: every type of the tenant (active or not), in their order. */
export async function findAllComplaintTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  const answer = await findResourceList(
    'den_tipos_denuncia',
    { length: -1, sort: 'orden', order: 'asc' },
    complaintTypeSchema,
    signal,
  );
  return answer.data;
}

export function useAdminComplaintTypes() {
  return useQuery(
    queryOptions({ queryKey: complaintTypesQueryKey, queryFn: ({ signal }) => findAllComplaintTypes(signal) }),
  );
}

/** What the type dialog needs of a form: its id, name and whether it is active (not its questions). */
const formChoiceSchema = formSchema.pick({ idformulario: true, nombre: true, activo: true });
export type FormChoice = z.infer<typeof formChoiceSchema>;

/** `POST den_formularios/GetList`: the forms a type may ask. */
export async function findFormChoices(signal?: AbortSignal): Promise<FormChoice[]> {
  const answer = await findResourceList(
    'den_formularios',
    { length: -1, sort: 'nombre', order: 'asc' },
    formChoiceSchema,
    signal,
  );
  return answer.data;
}

export function useFormChoices() {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'form-choices'], queryFn: ({ signal }) => findFormChoices(signal) }),
  );
}
