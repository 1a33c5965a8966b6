import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  redactionListResponseSchema,
  redactionOriginalPathPattern,
  redactionOriginalResponseSchema,
  redactionResponseSchema,
  redactionsPathPattern,
  type Redaction,
  type RedactionBody,
  type RedactionOriginal,
} from '@atalaya/contract/complaints/redaction.schemas';
import { apiRequest } from '@/lib/api-client.ts';

function redactionsPath(iddenuncia: number): string {
  return redactionsPathPattern.replace('{id}', `${iddenuncia}`);
}

function originalPath(iddenuncia: number, idtachado: number): string {
  return redactionOriginalPathPattern.replace('{id}', `${iddenuncia}`).replace('{idtachado}', `${idtachado}`);
}

export function redactionsQueryKey(iddenuncia: number) {
  return ['admin', 'redactions', iddenuncia] as const;
}

/** `GET …/{id}/tachados`: the passages struck out of the case (where, why, who, when; never the passage). */
export async function findRedactions(iddenuncia: number, signal?: AbortSignal): Promise<Redaction[]> {
  return (await apiRequest(redactionsPath(iddenuncia), { schema: redactionListResponseSchema, signal })).data;
}

export function useRedactions(iddenuncia: number) {
  return useQuery({
    queryKey: redactionsQueryKey(iddenuncia),
    queryFn: ({ signal }) => findRedactions(iddenuncia, signal),
    staleTime: 0,
  });
}

/**
 * `POST …/{id}/tachados`: strikes out a passage; the answer's `message` is the server's, in the
 * interface language. 409 when the text changed since it was read or the passage is already struck.
 */
export async function createRedaction(iddenuncia: number, body: RedactionBody) {
  const answer = await apiRequest(redactionsPath(iddenuncia), {
    method: 'POST',
    body,
    schema: redactionResponseSchema,
  });
  return { message: answer.message, redaction: answer.data };
}

/** Strikes out a passage; the case's list of redactions is read again afterwards. */
export function useCreateRedaction(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedactionBody) => createRedaction(iddenuncia, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redactionsQueryKey(iddenuncia) }),
  });
}

/** `GET …/{id}/tachados/{idtachado}/original` (Responsable; each read is audited): the text before that redaction. */
export async function getRedactionOriginal(
  iddenuncia: number,
  idtachado: number,
  signal?: AbortSignal,
): Promise<RedactionOriginal> {
  return (await apiRequest(originalPath(iddenuncia, idtachado), { schema: redactionOriginalResponseSchema, signal }))
    .data;
}

/**
 * The original of one redaction, read once per opening of its dialog: never kept once the dialog
 * closes (gcTime 0) nor read again behind the person's back (each read is a line of the audit trail).
 */
export function useRedactionOriginal(iddenuncia: number, idtachado: number) {
  return useQuery({
    queryKey: ['admin', 'redaction-original', iddenuncia, idtachado] as const,
    queryFn: ({ signal }) => getRedactionOriginal(iddenuncia, idtachado, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
