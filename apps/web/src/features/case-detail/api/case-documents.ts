import { useQuery } from '@tanstack/react-query';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { apiDownload, apiRequest } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { uploadFile } from '@/lib/upload-file.ts';
import { caseKeys } from './case-keys.ts';

const documentBase = '/api/gdoc/documento';

/** `POST /api/denuncias/den_denuncia_docs/GetList` with the `iddenuncia` filter, oldest first. */
export async function findCaseDocuments(iddenuncia: number, signal?: AbortSignal): Promise<ComplaintDoc[]> {
  const answer = await apiRequest('/api/denuncias/den_denuncia_docs/GetList', {
    method: 'POST',
    body: complaintListRequest('iddenuncia', iddenuncia, 'fec_alta'),
    schema: complaintDocListResponseSchema,
    signal,
  });
  return answer.data;
}

export function useCaseDocuments(iddenuncia: number) {
  return useQuery({
    queryKey: caseKeys.documents(iddenuncia),
    queryFn: ({ signal }) => findCaseDocuments(iddenuncia, signal),
    staleTime: 0,
  });
}

/** The PDF name of a copy of `name` (its extension replaced). */
function pdfName(name: string, suffix: string): string {
  const stem = name.replace(/\.[^./\\]+$/, '');
  return `${stem}-${suffix}.pdf`;
}

/** Saves a file answered by `path` under the server's file name, or `fallbackName`. Throws on failure. */
async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName ?? fallbackName);
}

/** `GET /api/gdoc/documento/{id}/download`: the document as it was stored. */
export function downloadDocument(iddocumento: number, fallbackName: string): Promise<void> {
  return saveDownload(`${documentBase}/${iddocumento}/download`, fallbackName);
}

/** `GET /api/gdoc/documento/{id}/copy?sellar=true`: a stamped PDF copy with a verification code. */
export function downloadStampedCopy(iddocumento: number, name: string): Promise<void> {
  return saveDownload(`${documentBase}/${iddocumento}/copy?sellar=true`, pdfName(name, 'sellado'));
}

/** `GET /api/gdoc/documento/{id}/compulse`: a certified copy ("copia auténtica"). */
export function downloadCertifiedCopy(iddocumento: number, name: string): Promise<void> {
  return saveDownload(`${documentBase}/${iddocumento}/compulse`, pdfName(name, 'compulsa'));
}

/** `GET /api/gdoc/documento/consolidado/{iddenuncia}`: every document of the case in one PDF. */
export function downloadConsolidated(iddenuncia: number, guid: string): Promise<void> {
  return saveDownload(`${documentBase}/consolidado/${iddenuncia}`, `consolidado-${guid.slice(0, 8)}.pdf`);
}

/**
 * An administrator's file for a notification: `POST /api/gdoc/documento/postupload` (progress
 * reported), then `POST /api/gdoc/documento/` links it to the case as a handler document. Answers
 * the case document, whose `iddocumento` the notification points at.
 */
export async function uploadCaseDocument(
  iddenuncia: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ComplaintDoc> {
  const uploaded = await uploadFile(file, { onProgress, signal });
  const answer = await apiRequest(`${documentBase}/`, {
    method: 'POST',
    body: { documento: { iddocumento: uploaded.iddocumento, iddenuncia, descripcion: file.name.slice(0, 200) } },
    schema: complaintDocResponseSchema,
    signal,
  });
  return answer.data;
}
