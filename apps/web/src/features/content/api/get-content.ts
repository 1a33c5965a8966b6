import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentByCodeRequest } from '@atalaya/contract/landing/first-screen';
import { languageIds } from '@atalaya/contract/limits';
import { contentSchema } from '@atalaya/contract/resources/content.schemas';
import type { Content } from '@atalaya/contract/resources/content.schemas';
import { findResourceList, getResource } from '@/lib/resources.ts';

async function findVisibleContent(codigo: string, ididioma: number, signal?: AbortSignal): Promise<Content | null> {
  const answer = await findResourceList(
    'den_denuncia_content',
    contentByCodeRequest(codigo, ididioma),
    contentSchema,
    signal,
  );
  return answer.data.find((content) => content.visible) ?? null;
}

/** The content block `codigo` in a language, falling back to Spanish (ididioma 1) when missing. */
export async function findContentByCode(
  codigo: string,
  ididioma: number,
  signal?: AbortSignal,
): Promise<Content | null> {
  const content = await findVisibleContent(codigo, ididioma, signal);
  if (content || ididioma === languageIds.es) {
    return content;
  }
  return findVisibleContent(codigo, languageIds.es, signal);
}

/** `GET /api/denuncias/den_denuncia_content/{id}`. */
export function getContent(idcontent: number, signal?: AbortSignal): Promise<Content> {
  return getResource('den_denuncia_content', idcontent, contentSchema, signal);
}

export function getContentByCodeQueryOptions(codigo: string, ididioma: number) {
  return queryOptions({
    queryKey: ['content', 'code', codigo, ididioma],
    queryFn: ({ signal }) => findContentByCode(codigo, ididioma, signal),
  });
}

export function getContentQueryOptions(idcontent: number) {
  return queryOptions({
    queryKey: ['content', 'id', idcontent],
    queryFn: ({ signal }) => getContent(idcontent, signal),
  });
}

/** Looks a block up by id when given, otherwise by code in the current language. */
export function useContentBlock(lookup: { id?: number; code?: string }, ididioma: number) {
  const byId = useQuery({ ...getContentQueryOptions(lookup.id ?? 0), enabled: lookup.id !== undefined });
  const byCode = useQuery({
    ...getContentByCodeQueryOptions(lookup.code ?? '', ididioma),
    enabled: lookup.id === undefined && lookup.code !== undefined,
  });
  return lookup.id === undefined ? byCode : byId;
}
