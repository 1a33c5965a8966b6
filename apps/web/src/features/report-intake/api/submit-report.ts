import { useMutation } from '@tanstack/react-query';
import { citizenDataResponseSchema } from '@atalaya/contract/auth/citizen.schemas';
import { fileComplaintResponseSchema } from '@atalaya/contract/complaints/complaint.schemas';
import type {
  FileComplaintBody,
  FileComplaintResponse,
  ReporterContact,
} from '@atalaya/contract/complaints/complaint.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/denuncias/den_denuncias/`: files the complaint. The answer carries the receipt code,
 * shown once: it is only ever held in memory, never logged, stored or put in a URL.
 */
export function submitReport(body: FileComplaintBody): Promise<FileComplaintResponse> {
  return apiRequest('/api/denuncias/den_denuncias/', { method: 'POST', body, schema: fileComplaintResponseSchema });
}

/**
 * A citizen's contact for an identified filing (issue 16 §3): their verified name as the IdP gave
 * it (`GET /api/auth/register`), nothing they typed. Their "Mis datos" e-mail and phone stay out.
 */
export async function verifiedContact(): Promise<ReporterContact> {
  const { data } = await apiRequest('/api/auth/register', { schema: citizenDataResponseSchema });
  const nombre = data.nombre.trim();
  if (nombre === '') {
    throw new Error('The verified identity has no name');
  }
  return { nombre, email: '', telefono: '' };
}

export type ReportSubmission = {
  body: FileComplaintBody;
  /** Filed with the signed-in citizen's verified identity: the body's contact is their verified name. */
  verifiedIdentity: boolean;
};

async function submit({ body, verifiedIdentity }: ReportSubmission): Promise<FileComplaintResponse> {
  if (!verifiedIdentity) {
    return submitReport(body);
  }
  const contact = await verifiedContact();
  return submitReport({ den_denuncias: { ...body.den_denuncias, anonima: false, contact } });
}

export function useSubmitReport() {
  // gcTime 0: the answer (with the receipt) is not kept in the mutation cache once unused.
  return useMutation({ mutationFn: submit, gcTime: 0 });
}
