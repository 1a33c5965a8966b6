import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseAccessResponseSchema, type CaseAccess } from '@atalaya/contract/people/case-access.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const base = '/api/denuncias/den_denuncias';

export function caseAccessQueryKey(iddenuncia: number) {
  return ['admin', 'case-access', iddenuncia] as const;
}

/** `GET …/{id}/acceso`: the case's assigned gestores, the people excluded from it and who could be assigned. */
export async function getCaseAccess(iddenuncia: number, signal?: AbortSignal): Promise<CaseAccess> {
  return (await apiRequest(`${base}/${iddenuncia}/acceso`, { schema: caseAccessResponseSchema, signal })).data;
}

export function useCaseAccess(iddenuncia: number) {
  return useQuery({
    queryKey: caseAccessQueryKey(iddenuncia),
    queryFn: ({ signal }) => getCaseAccess(iddenuncia, signal),
  });
}

export type CaseAccessChange =
  | { kind: 'assign'; idusuario: number }
  | { kind: 'unassign'; idusuario: number }
  | { kind: 'exclude'; idusuario: number; motivo: string }
  | { kind: 'lift'; idusuario: number };

function requestOf(iddenuncia: number, change: CaseAccessChange) {
  const person = `${change.idusuario}`;
  switch (change.kind) {
    case 'assign':
      return { path: `${base}/${iddenuncia}/asignaciones/${person}`, method: 'PUT' as const, body: undefined };
    case 'unassign':
      return { path: `${base}/${iddenuncia}/asignaciones/${person}`, method: 'DELETE' as const, body: undefined };
    case 'exclude':
      return {
        path: `${base}/${iddenuncia}/exclusiones/${person}`,
        method: 'PUT' as const,
        body: { motivo: change.motivo },
      };
    case 'lift':
      return { path: `${base}/${iddenuncia}/exclusiones/${person}`, method: 'DELETE' as const, body: undefined };
  }
}

/** `PUT|DELETE …/asignaciones/{idusuario}` and `…/exclusiones/{idusuario}`: each answers the access after the change. */
export async function changeCaseAccess(iddenuncia: number, change: CaseAccessChange): Promise<CaseAccess> {
  const { path, method, body } = requestOf(iddenuncia, change);
  return (await apiRequest(path, { method, body, schema: caseAccessResponseSchema })).data;
}

/** One mutation for the four changes; the answer replaces the cached access at once. */
export function useChangeCaseAccess(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CaseAccessChange) => changeCaseAccess(iddenuncia, change),
    onSuccess: (access) => {
      queryClient.setQueryData(caseAccessQueryKey(iddenuncia), access);
    },
  });
}
