import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { caseUpdateResponseSchema } from '@atalaya/contract/complaints/case-detail.schemas';
import type {
  CaseDetail,
  ChangeStatusBody,
  ExtendBody,
  ResolveBody,
} from '@atalaya/contract/complaints/case-detail.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../utils/case-notices.ts';
import { caseKeys } from './case-keys.ts';

const base = '/api/denuncias/den_denuncias';

/** `PUT /api/denuncias/den_denuncias/{id}/estado`: another status of the tenant (never 1: see `resolveCase`). */
export async function changeCaseStatus(iddenuncia: number, idestadodenuncia: number): Promise<CaseDetail> {
  const body: ChangeStatusBody = { idestadodenuncia };
  const answer = await apiRequest(`${base}/${iddenuncia}/estado`, {
    method: 'PUT',
    body,
    schema: caseUpdateResponseSchema,
  });
  return answer.data;
}

/** `POST /api/denuncias/den_denuncias/{id}/resolver`: status 1 with the resolution text the reporter reads. */
export async function resolveCase(iddenuncia: number, resolucion: string): Promise<CaseDetail> {
  const body: ResolveBody = { resolucion: resolucion.trim() };
  const answer = await apiRequest(`${base}/${iddenuncia}/resolver`, {
    method: 'POST',
    body,
    schema: caseUpdateResponseSchema,
  });
  return answer.data;
}

/** `POST /api/denuncias/den_denuncias/{id}/prorroga`: the one extension of the answer deadline (1–3 months). */
export async function extendCase(iddenuncia: number, input: ExtendBody): Promise<CaseDetail> {
  const body: ExtendBody = { meses: input.meses, motivo: input.motivo.trim() };
  const answer = await apiRequest(`${base}/${iddenuncia}/prorroga`, {
    method: 'POST',
    body,
    schema: caseUpdateResponseSchema,
  });
  return answer.data;
}

/**
 * The three case actions (status, resolve, extend): each stores the case the server answers,
 * refreshes the audit trail, and shows the spec §8 update snackbar. They reject on failure (after
 * the snackbar) so a dialog can stay open.
 */
export function useCaseActions(iddenuncia: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function applied(detail: CaseDetail) {
    queryClient.setQueryData(caseKeys.detail(iddenuncia), detail);
    notifySuccess('update', t);
    await queryClient.invalidateQueries({ queryKey: caseKeys.auditAll(iddenuncia) });
  }

  // A refusal may mean the case changed meanwhile (e.g. resolved by someone else): read it again.
  async function failed(error: unknown) {
    notifyFailure('update', error, t);
    await queryClient.invalidateQueries({ queryKey: caseKeys.detail(iddenuncia) });
  }

  const changeStatus = useMutation({
    mutationFn: (idestadodenuncia: number) => changeCaseStatus(iddenuncia, idestadodenuncia),
    onSuccess: applied,
    onError: failed,
  });
  const resolve = useMutation({
    mutationFn: (resolucion: string) => resolveCase(iddenuncia, resolucion),
    onSuccess: applied,
    onError: failed,
  });
  const extend = useMutation({
    mutationFn: (input: ExtendBody) => extendCase(iddenuncia, input),
    onSuccess: applied,
    onError: failed,
  });
  return { changeStatus, resolve, extend };
}
