import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listResponseSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import {
  galleryImageUrl,
  imageSchema,
  imageUploadResponseSchema,
  type ImageUploadResponse,
} from '@atalaya/contract/resources/gallery.schemas';
import {
  ApiError,
  apiErrorFromText,
  apiRequest,
  describeRequest,
  recoverFromAuthFailure,
  reportApiFailure,
} from '@/lib/api-client.ts';
import { getAccessToken } from '@/lib/tokens.ts';

export const galleryBase = '/api/denuncias/trans_imagenes';
const imagePageSchema = listResponseSchema(imageSchema);

/** The absolute address of a stored image, as "Copiar URL" copies it. */
export function absoluteImageUrl(imagen: string): string {
  return new URL(galleryImageUrl(imagen), globalThis.location.origin).toString();
}

/** `POST /trans_imagenes/GetList`: one page of the tenant's images in a language, newest first. */
export async function findImagePage(ididioma: number, start: number, signal?: AbortSignal) {
  return apiRequest(`${galleryBase}/GetList`, {
    method: 'POST',
    body: {
      start,
      length: limits.galleryPageSize,
      sort: 'idimagen',
      order: 'desc',
      gettotal: true,
      columns: [{ name: 'ididioma', data: ididioma }],
    },
    schema: imagePageSchema,
    signal,
  });
}

export function galleryQueryKey(ididioma?: number) {
  return ididioma === undefined ? ['gallery'] : ['gallery', ididioma];
}

/** Pages of `limits.galleryPageSize` images; the next page starts after those already loaded. */
export function galleryQueryOptions(ididioma: number) {
  return infiniteQueryOptions({
    queryKey: galleryQueryKey(ididioma),
    queryFn: ({ pageParam, signal }) => findImagePage(ididioma, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useGalleryImages(ididioma: number) {
  return useInfiniteQuery(galleryQueryOptions(ididioma));
}

/** One multipart POST; fetch sets the boundary itself. */
async function sendUpload(file: File, ididioma: number, token: string | null): Promise<Response> {
  const body = new FormData();
  body.append('ididioma', String(ididioma));
  body.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  try {
    return await fetch(`${galleryBase}/`, { method: 'POST', headers, body });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'No se ha podido conectar con el servidor');
  }
}

/**
 * `POST /api/denuncias/trans_imagenes/` (multipart: `ididioma`, then the part `file`), with the api
 * client's session logic: Bearer token, one refresh and retry on 401/403, spec §8 reactions.
 * Nothing about the file is logged.
 */
export async function uploadImage(file: File, ididioma: number): Promise<ImageUploadResponse> {
  const label = describeRequest('POST', `${galleryBase}/`);
  const sentToken = getAccessToken();
  let response = await sendUpload(file, ididioma, sentToken);
  if (response.status === 401 || response.status === 403) {
    const error = apiErrorFromText(response.status, await response.text().catch(() => ''), response.statusText);
    if (!(await recoverFromAuthFailure(sentToken, error, label))) {
      throw error;
    }
    response = await sendUpload(file, ididioma, getAccessToken());
  }
  if (!response.ok) {
    const error = apiErrorFromText(response.status, await response.text().catch(() => ''), response.statusText);
    reportApiFailure(error, label);
    throw error;
  }
  const parsed = imageUploadResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.warn(`[api] ${label} → unexpected response shape`);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor');
  }
  return parsed.data;
}

/** `DELETE /api/denuncias/trans_imagenes/{id}`. */
export async function deleteImage(idimagen: number): Promise<void> {
  await apiRequest(`${galleryBase}/${idimagen}`, { method: 'DELETE', schema: successResponseSchema });
}

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ididioma }: { file: File; ididioma: number }) => uploadImage(file, ididioma),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: galleryQueryKey() });
    },
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idimagen: number) => deleteImage(idimagen),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: galleryQueryKey() });
    },
  });
}
