import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { entityResponseSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import type { ResourceName } from '@atalaya/contract/resources/resource-names';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { notify } from '@/lib/notices.ts';
import { translateValidation } from '@/lib/validation-messages.ts';

export type CrudOperation = 'create' | 'update' | 'delete';

const successKeys: Record<CrudOperation, string> = {
  create: 'messages.created',
  update: 'messages.updated',
  delete: 'messages.deleted',
};

const failureKeys: Record<CrudOperation, string> = {
  create: 'messages.createFailed',
  update: 'messages.updateFailed',
  delete: 'messages.deleteFailed',
};

/** Statuses the api client already reports with the server's message (spec §8: 501, 523, 524, 534). */
const reportedByApiClient = new Set([501, 523, 524, 534]);

/** A server refusal in the interface language: the caller's known texts, then the contract's validation texts. */
export type ReasonTranslator = (message: string) => string | undefined;

/** Spec §8 snackbar of a successful create, update or delete (OK, 2 s). */
export function notifyCrudSuccess(operation: CrudOperation, t: TFunction): void {
  notify({ title: t('adminCrud.okTitle'), message: t(successKeys[operation]), severity: 'success' });
}

/** The spec §8 failure text of an operation and, when the server said why, the reason. */
export function crudFailureText(
  operation: CrudOperation,
  error: unknown,
  t: TFunction,
  translateReason?: ReasonTranslator,
): { failure: string; reason: string | undefined } {
  return { failure: t(failureKeys[operation]), reason: reasonOf(error, t, translateReason) };
}

/**
 * Spec §8 snackbar of a failed create, update or delete (Error, 2 s). When the server said why
 * (a conflict such as "in use", a validation or not-found message), the reason is the message and
 * the failure text its title. Answers the api client already showed (501, 523, 524, 534) are not
 * shown twice.
 */
export function notifyCrudFailure(
  operation: CrudOperation,
  error: unknown,
  t: TFunction,
  translateReason?: ReasonTranslator,
): void {
  if (error instanceof ApiError && reportedByApiClient.has(error.status)) {
    return;
  }
  const { failure, reason } = crudFailureText(operation, error, t, translateReason);
  if (reason) {
    notify({ title: failure, message: reason, severity: 'error' });
    return;
  }
  notify({ title: t('adminCrud.errorTitle'), message: failure, severity: 'error' });
}

function reasonOf(error: unknown, t: TFunction, translateReason?: ReasonTranslator): string | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  function translate(message: string): string {
    return translateReason?.(message) ?? translateValidation(message, t);
  }
  if (error.code === 'VALIDATION_FAILED') {
    const first = error.errors[0];
    return first ? translate(first.message) : undefined;
  }
  if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND' || error.code === 'BUSINESS_RULE') {
    return error.message ? translate(error.message) : undefined;
  }
  return undefined;
}

const resourceBase = '/api/denuncias';

/** `POST` (no key) or `PUT` (key) of `/api/denuncias/{resource}/` with the entity wrapped under the resource name. */
export async function saveResource<S extends z.ZodType>(
  resource: ResourceName,
  entity: object,
  isNew: boolean,
  schema: S,
): Promise<z.output<S>> {
  const answer = await apiRequest(`${resourceBase}/${resource}/`, {
    method: isNew ? 'POST' : 'PUT',
    body: { [resource]: entity },
    schema: entityResponseSchema(schema) as unknown as z.ZodType<{ success: true; data: z.output<S> }>,
  });
  return answer.data;
}

/** `DELETE /api/denuncias/{resource}/{id}`. */
export async function deleteResource(resource: ResourceName, id: number): Promise<void> {
  await apiRequest(`${resourceBase}/${resource}/${id}`, { method: 'DELETE', schema: successResponseSchema });
}

type ResourceCrudOptions<S extends z.ZodType> = {
  resource: ResourceName;
  schema: S;
  /** The list query refreshed after every change. */
  queryKey: QueryKey;
  translateReason?: ReasonTranslator;
};

export type SaveVariables = { entity: object; isNew: boolean };

/**
 * Create/update and delete of one generic resource with the spec §8 snackbars and the list
 * refreshed afterwards. The mutations reject on failure (after the snackbar), so a dialog can
 * stay open.
 */
export function useResourceCrud<S extends z.ZodType>({
  resource,
  schema,
  queryKey,
  translateReason,
}: ResourceCrudOptions<S>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ entity, isNew }: SaveVariables) => saveResource(resource, entity, isNew, schema),
    onSuccess: async (_data, { isNew }) => {
      notifyCrudSuccess(isNew ? 'create' : 'update', t);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, { isNew }) => {
      notifyCrudFailure(isNew ? 'create' : 'update', error, t, translateReason);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteResource(resource, id),
    onSuccess: async () => {
      notifyCrudSuccess('delete', t);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      notifyCrudFailure('delete', error, t, translateReason);
    },
  });
  const saveFailure = save.error
    ? crudFailureText(save.variables?.isNew ? 'create' : 'update', save.error, t, translateReason)
    : undefined;
  /** The failed save said again inside the dialog (a modal hides the snackbar from screen readers). */
  const saveError = saveFailure ? [saveFailure.failure, saveFailure.reason].filter(Boolean).join(': ') : undefined;
  return { save, remove, saveError };
}

/** Contract validation texts shared by the back-office dialogs, and their translation keys. */
const sharedFieldMessages: ReadonlyMap<string, string> = new Map([
  ['El texto en español es obligatorio', 'adminCrud.spanishRequired'],
]);

/**
 * A field error of a dialog in the interface language: the caller's known contract texts, the
 * shared ones, the contract's answer texts; anything else (zod's own wording) as "Valor no válido".
 */
export function translateFieldError(
  message: string | undefined,
  t: TFunction,
  known: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  if (message === undefined) {
    return undefined;
  }
  const key = known.get(message) ?? sharedFieldMessages.get(message);
  if (key) {
    return t(key);
  }
  const translated = translateValidation(message, t);
  return translated === message ? t('validation.invalid') : translated;
}

/** A server refusal of `known` in the interface language; other texts as the server sent them. */
export function reasonTranslator(t: TFunction, known: ReadonlyMap<string, string>): ReasonTranslator {
  return (message) => {
    const key = known.get(message) ?? sharedFieldMessages.get(message);
    return key ? t(key) : undefined;
  };
}
