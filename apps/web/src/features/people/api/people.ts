import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invitationResponseSchema,
  peopleListResponseSchema,
  personResponseSchema,
  revokeInvitationResponseSchema,
  type InviteBody,
  type OpenInvitation,
  type PeopleListResponse,
  type Person,
  type UpdatePersonBody,
} from '@atalaya/contract/people/people.schemas';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const base = '/api/admin/usuarios';
export const peopleQueryKey = ['admin', 'people'] as const;

export type PeopleList = PeopleListResponse['data'];

/** `GET /api/admin/usuarios`: the tenant's people and its pending invitations. */
export async function findPeople(signal?: AbortSignal): Promise<PeopleList> {
  return (await apiRequest(base, { schema: peopleListResponseSchema, signal })).data;
}

export function usePeople() {
  return useQuery({ queryKey: peopleQueryKey, queryFn: ({ signal }) => findPeople(signal) });
}

/** A mutation that refreshes the list once it succeeded. */
function usePeopleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  });
}

/** `POST invitaciones`: a one-time link by mail, valid 72 h. */
export function useInvitePerson() {
  return usePeopleMutation(
    async (body: InviteBody): Promise<OpenInvitation> =>
      (await apiRequest(`${base}/invitaciones`, { method: 'POST', body, schema: invitationResponseSchema })).data,
  );
}

/** `POST invitaciones/:id/reenviar`: a new link (the old one stops working). */
export function useResendInvitation() {
  return usePeopleMutation(
    async (idinvitacion: number): Promise<OpenInvitation> =>
      (
        await apiRequest(`${base}/invitaciones/${idinvitacion}/reenviar`, {
          method: 'POST',
          schema: invitationResponseSchema,
        })
      ).data,
  );
}

/** `DELETE invitaciones/:id`. */
export function useRevokeInvitation() {
  return usePeopleMutation(async (idinvitacion: number): Promise<void> => {
    await apiRequest(`${base}/invitaciones/${idinvitacion}`, {
      method: 'DELETE',
      schema: revokeInvitationResponseSchema,
    });
  });
}

/** `PATCH /:id`: a new role, deactivate or reactivate. */
export function useUpdatePerson() {
  return usePeopleMutation(
    async ({ idusuario, ...body }: UpdatePersonBody & { idusuario: number }): Promise<Person> =>
      (await apiRequest(`${base}/${idusuario}`, { method: 'PATCH', body, schema: personResponseSchema })).data,
  );
}

/** `DELETE /:id/segundo-factor`: removes a person's second factor (decision 038; audited). */
export function useResetTwoFactor() {
  return usePeopleMutation(async (idusuario: number): Promise<void> => {
    await apiRequest(`${base}/${idusuario}/segundo-factor`, { method: 'DELETE', schema: messageResponseSchema });
  });
}
