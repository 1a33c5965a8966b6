import { useQuery } from '@tanstack/react-query';
import { complaintTypeSchema, type ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import {
  complaintDocResponseSchema,
  documentDescriptionMax,
  type ComplaintDoc,
  type LinkDocumentBody,
} from '@atalaya/contract/complaints/document.schemas';
import {
  verbalReportPath,
  verbalReportResponseSchema,
  type VerbalReportBody,
  type VerbalReportResponse,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { findAllByOrden } from '@/lib/resources.ts';
import { uploadFile } from '@/lib/upload-file.ts';

/** `POST /api/denuncias/den_tipos_denuncia/GetList`: the types a new communication may have (active ones). */
export async function findActiveTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  const types = await findAllByOrden('den_tipos_denuncia', complaintTypeSchema, signal);
  return types.filter((type) => type.activo);
}

export function useActiveTypes() {
  return useQuery({ queryKey: ['verbal-report', 'types'], queryFn: ({ signal }) => findActiveTypes(signal) });
}

/** `POST /api/denuncias/den_denuncias/verbal`: registers the communication; the receipt comes only in this answer. */
export function registerVerbalReport(body: VerbalReportBody): Promise<VerbalReportResponse> {
  return apiRequest(verbalReportPath, { method: 'POST', body, schema: verbalReportResponseSchema });
}

/**
 * The recording of the call or meeting, added to the case as a handler adds any document:
 * `POST /api/gdoc/documento/postupload`, then `POST /api/gdoc/documento/` links it to the case.
 */
export async function attachRecording(iddenuncia: number, file: File): Promise<ComplaintDoc> {
  const uploaded = await uploadFile(file);
  const body: LinkDocumentBody = {
    documento: {
      iddocumento: uploaded.iddocumento,
      iddenuncia,
      descripcion: file.name.slice(0, documentDescriptionMax),
    },
  };
  const answer = await apiRequest('/api/gdoc/documento/', { method: 'POST', body, schema: complaintDocResponseSchema });
  return answer.data;
}
