import { successResponseSchema } from '@atalaya/contract/common/list.schemas';
import type { AttachedFile } from '@/components/complaint/file-attachments.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { uploadFile } from '@/lib/upload-file.ts';

/** Uploads one attachment of the report being written (kept by the server for this session only). */
export async function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AttachedFile> {
  const answer = await uploadFile(file, { onProgress, signal });
  return { iddocumento: answer.data.iddocumento, nombre: answer.data.nombre, tamano: answer.data.tamano };
}

/**
 * `DELETE /api/gdoc/documento/{id}`: drops an upload the reporter removed before filing. Best
 * effort: the server also deletes uploads never attached to a complaint after a day.
 */
export async function deleteAttachment(iddocumento: number): Promise<void> {
  try {
    await apiRequest(`/api/gdoc/documento/${iddocumento}`, { method: 'DELETE', schema: successResponseSchema });
  } catch {
    // Left for the server's sweep of unattached uploads.
  }
}
