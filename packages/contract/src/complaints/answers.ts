import { z } from 'zod';
import { defaultMaxLength, type FormField } from './form.schemas.ts';

const phonePattern = /^\+?[0-9 ()-]{6,20}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export const answerMessages = {
  required: 'Este campo es obligatorio',
  invalid: 'Valor no válido',
  email: 'Introduzca un correo electrónico válido',
  phone: 'Introduzca un teléfono válido',
  date: 'Introduzca una fecha válida',
  choice: 'Elija una de las opciones',
  option: 'Opción no válida',
  atLeastOne: 'Elija al menos una opción',
  checkbox: 'Debe marcar esta casilla',
  attachment: 'Adjunte al menos un archivo',
  unknownField: 'Este campo no pertenece al formulario',
} as const;

/** "Obligatorio" for a missing value, "no válido" for a value of the wrong kind. */
const typeError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? answerMessages.required : answerMessages.invalid),
};

/** A calendar date that exists (2026-02-30 does not: Date.parse would roll it over to March). */
function isRealDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The answer schema of one field; optional fields also accept absence (and empty text). */
function fieldAnswerSchema(field: FormField): z.ZodType {
  const required = field.obligatorio;
  switch (field.tipo) {
    case 'texto_corto':
    case 'texto_largo': {
      const max = field.max ?? defaultMaxLength[field.tipo];
      const text = z.string(typeError).trim().max(max, `Máximo ${max} caracteres`);
      return required ? text.min(1, answerMessages.required) : text.optional();
    }
    case 'email': {
      const email = z.string(typeError).trim().pipe(z.email(answerMessages.email).max(254));
      return required ? email : z.union([z.literal(''), email], typeError).optional();
    }
    case 'telefono': {
      const phone = z.string(typeError).trim().regex(phonePattern, answerMessages.phone);
      return required ? phone : z.union([z.literal(''), phone], typeError).optional();
    }
    case 'fecha': {
      const date = z.string(typeError).regex(datePattern, answerMessages.date).refine(isRealDate, answerMessages.date);
      return required ? date : z.union([z.literal(''), date], typeError).optional();
    }
    case 'opcion_unica': {
      const values = field.opciones.map((o) => o.valor);
      const choice = z.string(typeError).refine((v) => values.includes(v), answerMessages.choice);
      return required ? choice : z.union([z.literal(''), choice], typeError).optional();
    }
    case 'opcion_multiple': {
      const values = field.opciones.map((o) => o.valor);
      const list = z
        .array(
          z.string(typeError).refine((v) => values.includes(v), answerMessages.option),
          typeError,
        )
        .max(values.length);
      return required ? list.min(1, answerMessages.atLeastOne) : list.optional();
    }
    case 'casilla':
      return required ? z.literal(true, answerMessages.checkbox) : z.boolean(typeError).optional();
    case 'adjunto': {
      const ids = z.array(z.int32(typeError).positive(), typeError).max(10);
      return required ? ids.min(1, answerMessages.attachment) : ids.optional();
    }
  }
}

/**
 * The zod schema of the answers to a form, keyed by field id: the web form and the server both
 * validate with it, so they agree on every message. Unknown keys are refused.
 * @example answersSchemaFor(form.campos).safeParse({ que_ocurrio: 'Texto' })
 */
export function answersSchemaFor(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.id] = fieldAnswerSchema(field);
  }
  return z.object(shape).strict();
}

export type AnswerValue = string | string[] | number[] | boolean;
export type Answers = Record<string, AnswerValue | undefined>;

/**
 * One message per field for a failed `answersSchemaFor(...).safeParse`: the first issue of each
 * field, and one entry per unknown key. Keys are field ids.
 */
export function answerErrorsByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        byField[key] ??= answerMessages.unknownField;
      }
      continue;
    }
    const field = issue.path[0];
    if (typeof field === 'string') {
      byField[field] ??= issue.message;
    }
  }
  return byField;
}
