import type { FormField } from '@atalaya/contract/complaints/form.schemas';

/** The value a field holds while the form is being written. */
export type AnswerDraft = string | string[] | boolean | number[];
export type AnswersDraft = Record<string, AnswerDraft>;

/** The empty value of a field of each type. */
export function emptyAnswerFor(field: FormField): AnswerDraft {
  switch (field.tipo) {
    case 'opcion_multiple':
      return [];
    case 'adjunto':
      return [];
    case 'casilla':
      return false;
    default:
      return '';
  }
}

/** True for a list of texts. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** True for a list of numbers (document ids). */
export function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

/** A value of the right shape for the field: the saved one when it fits, else the empty one. */
function draftValueFor(field: FormField, saved: unknown): AnswerDraft {
  switch (field.tipo) {
    case 'opcion_multiple':
      return isStringArray(saved) ? saved : [];
    case 'adjunto':
      return isNumberArray(saved) ? saved : [];
    case 'casilla':
      return typeof saved === 'boolean' ? saved : false;
    default:
      return typeof saved === 'string' ? saved : '';
  }
}

/** The form's starting values: one per field, keeping the saved answers that still fit. */
export function initialAnswers(
  fields: readonly FormField[],
  saved: Readonly<Record<string, unknown>> = {},
): AnswersDraft {
  return Object.fromEntries(fields.map((field) => [field.id, draftValueFor(field, saved[field.id])]));
}

/** The answers to send: unanswered optional texts and empty lists are left out. */
export function answersToSend(answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}
