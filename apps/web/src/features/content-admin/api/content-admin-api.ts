import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entityResponseSchema, listResponseSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import { contentSchema, type Content, type ContentInput } from '@atalaya/contract/resources/content.schemas';
import { apiRequest } from '@/lib/api-client.ts';

export const contentBase = '/api/denuncias/den_denuncia_content';
const contentListSchema = listResponseSchema(contentSchema);
const contentEntitySchema = entityResponseSchema(contentSchema);

/** Every block of the tenant (visible or not: the administrator sees all), by code. */
export async function findContents(signal?: AbortSignal): Promise<Content[]> {
  const answer = await apiRequest(`${contentBase}/GetList`, {
    method: 'POST',
    body: { start: 0, length: -1, sort: 'codigo', order: 'asc', gettotal: true, columns: [] },
    schema: contentListSchema,
    signal,
  });
  return answer.data;
}

/** `POST` (new) or `PUT` (with idcontent) of the block, wrapped under the resource name (spec §7). */
export async function saveContent(input: ContentInput): Promise<Content> {
  const answer = await apiRequest(`${contentBase}/`, {
    method: input.idcontent === undefined ? 'POST' : 'PUT',
    body: { den_denuncia_content: input },
    schema: contentEntitySchema,
  });
  return answer.data;
}

export async function deleteContent(idcontent: number): Promise<void> {
  await apiRequest(`${contentBase}/${idcontent}`, { method: 'DELETE', schema: successResponseSchema });
}

export const contentAdminKey = ['content-admin'] as const;

export function contentAdminQueryOptions() {
  return queryOptions({ queryKey: contentAdminKey, queryFn: ({ signal }) => findContents(signal) });
}

export function useContents() {
  return useQuery(contentAdminQueryOptions());
}

/** After a write: this list, and the public blocks cached under `content` (content widget). */
async function refresh(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentAdminKey }),
    queryClient.invalidateQueries({ queryKey: ['content'] }),
  ]);
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContent, onSuccess: async () => refresh(queryClient) });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContent, onSuccess: async () => refresh(queryClient) });
}
