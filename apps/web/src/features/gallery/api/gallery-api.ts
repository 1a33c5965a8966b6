import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listResponseSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import {
  galleryImageUrl,
  imageSchema,
  imageUploadResponseSchema,
  type ImageUploadResponse,
} from '@atalaya/contract/resources/gallery.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { uploadMultipart } from '@/lib/upload-file.ts';

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

/**
 * `POST /api/denuncias/trans_imagenes/` (multipart: `ididioma`, then the part `file`), with the api
 * client's session logic (see `uploadMultipart`). Nothing about the file is logged.
 */
export function uploadImage(file: File, ididioma: number): Promise<ImageUploadResponse> {
  return uploadMultipart(`${galleryBase}/`, file, {
    schema: imageUploadResponseSchema,
    fields: { ididioma: String(ididioma) },
  });
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
