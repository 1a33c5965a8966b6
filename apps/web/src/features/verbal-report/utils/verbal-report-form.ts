import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { dayIn } from '@atalaya/contract/common/time-zone';
import type { VerbalMedium } from '@atalaya/contract/complaints/verbal-record.schemas';
import {
  verbalReportBodySchema,
  verbalReportMessages,
  verbalTranscriptMax,
  type VerbalReportBody,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { languageIds } from '@atalaya/contract/limits';
import { ApiError } from '@/lib/api-client.ts';
import { displayTimeZone } from '@/lib/format.ts';
import { translateValidation } from '@/lib/validation-messages.ts';

/** What the handler fills in; `idtipodenuncia` 0 until a type is chosen, `contact` sent only when not anonymous. */
export type VerbalReportDraft = {
  idtipodenuncia: number;
  medio: VerbalMedium;
  fecha: string;
  transcripcion: string;
  anonima: boolean;
  contact: { nombre: string; email: string; telefono: string };
  ididioma: number;
};

export type VerbalReportField =
  | 'idtipodenuncia'
  | 'medio'
  | 'fecha'
  | 'transcripcion'
  | 'ididioma'
  | 'contact.nombre'
  | 'contact.email'
  | 'contact.telefono';

const fields: readonly VerbalReportField[] = [
  'idtipodenuncia',
  'medio',
  'fecha',
  'transcripcion',
  'ididioma',
  'contact.nombre',
  'contact.email',
  'contact.telefono',
];

/** Today (`YYYY-MM-DD`) in the tenant's time zone, as the server counts it. */
export function tenantToday(now: Date = new Date()): string {
  return dayIn(now, displayTimeZone());
}

/** The same day one year earlier (29 February → 28 February): the oldest day the server accepts. */
export function yearBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const earlier = new Date(Date.UTC(year - 1, month - 1, date));
  if (earlier.getUTCMonth() !== month - 1) {
    earlier.setUTCDate(0);
  }
  return earlier.toISOString().slice(0, 10);
}

export function emptyDraft(today: string): VerbalReportDraft {
  return {
    idtipodenuncia: 0,
    medio: 'telefono',
    fecha: today,
    transcripcion: '',
    anonima: true,
    contact: { nombre: '', email: '', telefono: '' },
    ididioma: languageIds.es,
  };
}

/** The request body the draft stands for: the contact data only when the person is not anonymous. */
export function bodyOf(draft: VerbalReportDraft): unknown {
  const { contact, ...rest } = draft;
  return { den_denuncias: draft.anonima ? rest : { ...rest, contact } };
}

function fieldOf(path: readonly PropertyKey[]): VerbalReportField | undefined {
  const name = path.slice(1).map(String).join('.');
  return fields.find((field) => field === name);
}

function nest(flat: Partial<Record<VerbalReportField, FieldError>>): FieldErrors<VerbalReportDraft> {
  const errors: FieldErrors<VerbalReportDraft> = {};
  for (const [field, error] of Object.entries(flat)) {
    const [, tail] = field.split('.');
    if (tail) {
      errors.contact = { ...errors.contact, [tail]: error };
    } else {
      Object.assign(errors, { [field]: error });
    }
  }
  return errors;
}

/** The contract's rules, and the days the server accepts (from a year ago to today). */
export function verbalReportResolver(today: string): Resolver<VerbalReportDraft, unknown, VerbalReportBody> {
  return (values) => {
    const parsed = verbalReportBodySchema.safeParse(bodyOf(values));
    const flat: Partial<Record<VerbalReportField, FieldError>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = fieldOf(issue.path);
      if (field && !flat[field]) {
        flat[field] = { type: 'validate', message: issue.message };
      }
    }
    if (!flat.fecha && values.fecha > today) {
      flat.fecha = { type: 'validate', message: verbalReportMessages.futureDate };
    } else if (!flat.fecha && values.fecha < yearBefore(today)) {
      flat.fecha = { type: 'validate', message: verbalReportMessages.tooOld };
    }
    if (parsed.success && Object.keys(flat).length === 0) {
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: nest(flat) };
  };
}

/** A field's message in the interface language; the server's (`type: 'server'`) as it words it. */
export function verbalErrorMessage(t: TFunction, field: VerbalReportField, error: FieldError | undefined) {
  if (!error) {
    return undefined;
  }
  if (error.type === 'server') {
    return error.message;
  }
  switch (field) {
    case 'idtipodenuncia':
      return t('verbalReport.errors.type');
    case 'fecha':
      if (error.message === verbalReportMessages.futureDate) {
        return t('verbalReport.errors.futureDate');
      }
      return error.message === verbalReportMessages.tooOld
        ? t('verbalReport.errors.tooOld')
        : t('verbalReport.errors.date');
    case 'transcripcion':
      return error.message === verbalReportMessages.transcriptTooLong
        ? t('verbalReport.errors.transcriptTooLong', { max: verbalTranscriptMax })
        : t('verbalReport.errors.transcriptRequired');
    case 'contact.nombre':
      return t('verbalReport.errors.name');
    default:
      return translateValidation(error.message, t);
  }
}

/** The server's refusal: its field errors (`body.den_denuncias.<field>`) by form field, and the rest as text. */
export function refusalOf(error: unknown): {
  fieldErrors: { field: VerbalReportField; message: string }[];
  details: string[];
} {
  const fieldErrors: { field: VerbalReportField; message: string }[] = [];
  const details: string[] = [];
  for (const problem of error instanceof ApiError ? error.errors : []) {
    const field = fieldOf(problem.path.replace(/^body\./, '').split('.'));
    if (field) {
      fieldErrors.push({ field, message: problem.message });
    } else {
      details.push(problem.message);
    }
  }
  return { fieldErrors, details };
}
