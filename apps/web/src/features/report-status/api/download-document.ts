import { apiDownload } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/**
 * `GET /api/gdoc/documento/{id}/download` with the Bearer token, saved through an object URL under
 * the server's file name (or `fallbackName`). Throws on failure; the caller shows
 * "Ha ocurrido un error al descargar el documento".
 */
export async function downloadDocument(iddocumento: number, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/gdoc/documento/${iddocumento}/download`);
  saveFile(blob, fileName ?? fallbackName);
}
