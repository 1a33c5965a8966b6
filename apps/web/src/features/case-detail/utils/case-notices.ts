import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/notices.ts';

export type CaseOperation = 'create' | 'update' | 'delete';

const successKeys: Record<CaseOperation, string> = {
  create: 'messages.created',
  update: 'messages.updated',
  delete: 'messages.deleted',
};

const failureKeys: Record<CaseOperation, string> = {
  create: 'messages.createFailed',
  update: 'messages.updateFailed',
  delete: 'messages.deleteFailed',
};

/** Statuses the api client already shows with the server's message (spec §8: 501, 523, 524, 534). */
const shownByApiClient = new Set([501, 523, 524, 534]);

/** Spec §8: "Se ha creado / actualizado / eliminado correctamente…" (OK, 2 s). */
export function notifySuccess(operation: CaseOperation, t: TFunction): void {
  notify({ title: t('caseDetail.okTitle'), message: t(successKeys[operation]), severity: 'success' });
}

/**
 * Spec §8: "Algo ha ido mal y no se ha…" (Error, 2 s). A refusal the api client already showed
 * (e.g. 501, the complaint was resolved meanwhile) is not shown twice.
 */
export function notifyFailure(operation: CaseOperation, error: unknown, t: TFunction): void {
  if (error instanceof ApiError && shownByApiClient.has(error.status)) {
    return;
  }
  notify({ title: t('caseDetail.errorTitle'), message: t(failureKeys[operation]), severity: 'error' });
}
