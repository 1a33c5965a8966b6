import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  identityDisclosureListResponseSchema,
  identityDisclosureResponseSchema,
  identityDisclosuresPath,
  type DisclosureBody,
  type IdentityDisclosure,
} from '@atalaya/contract/people/identity-disclosure.schemas';
import { apiRequest } from '@/lib/api-client.ts';

function disclosuresPath(iddenuncia: number): string {
  return identityDisclosuresPath.replace('{id}', `${iddenuncia}`);
}

export function identityDisclosuresQueryKey(iddenuncia: number) {
  return ['admin', 'identity-disclosures', iddenuncia] as const;
}

/** `GET …/{id}/revelaciones`: the disclosures of the reporter's identity recorded on the case, newest first. */
export async function getIdentityDisclosures(iddenuncia: number, signal?: AbortSignal): Promise<IdentityDisclosure[]> {
  return (await apiRequest(disclosuresPath(iddenuncia), { schema: identityDisclosureListResponseSchema, signal })).data;
}

export function useIdentityDisclosures(iddenuncia: number) {
  return useQuery({
    queryKey: identityDisclosuresQueryKey(iddenuncia),
    queryFn: ({ signal }) => getIdentityDisclosures(iddenuncia, signal),
  });
}

/** `POST …/{id}/revelaciones`: records a disclosure (the server notifies the reporter first unless omitted). */
export async function recordIdentityDisclosure(iddenuncia: number, body: DisclosureBody): Promise<IdentityDisclosure> {
  return (
    await apiRequest(disclosuresPath(iddenuncia), {
      method: 'POST',
      body,
      schema: identityDisclosureResponseSchema,
    })
  ).data;
}

/** Records one disclosure; the list is read again from the server afterwards. */
export function useRecordIdentityDisclosure(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisclosureBody) => recordIdentityDisclosure(iddenuncia, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityDisclosuresQueryKey(iddenuncia) }),
  });
}
