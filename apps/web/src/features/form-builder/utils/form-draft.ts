import {
  defaultMaxLength,
  formInputSchema,
  type FieldType,
  type Form,
  type FormField,
} from '@atalaya/contract/complaints/form.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { compactText, fieldErrorsOf, parseWholeNumber } from '@/components/admin-crud/admin-crud-form.ts';

export type TextDraft = Partial<Record<LanguageCode, string>>;

/** One option of a choice question while it is edited; `key` identifies it on screen only. */
export type OptionDraft = {
  key: string;
  valor: string;
  /** Once the value was typed by hand it no longer follows the Spanish label. */
  valorEdited: boolean;
  etiqueta: TextDraft;
};

/** One question while it is edited; `key` identifies it on screen (its `id` may change). */
export type FieldDraft = {
  key: string;
  id: string;
  /** Typed by hand, or already saved (answers are keyed by it): it no longer follows the label. */
  idEdited: boolean;
  tipo: FieldType;
  etiqueta: TextDraft;
  ayuda: TextDraft;
  obligatorio: boolean;
  /** Maximum length as typed (text types); empty means the default. */
  max: string;
  opciones: OptionDraft[];
};

export type FormDraftState = { nombre: string; activo: boolean; campos: FieldDraft[] };

/** Builder rules beyond the contract's, and the contract texts the builder shows, in Spanish. */
export const builderMessages = {
  idRequired: 'El identificador es obligatorio',
  idPattern: 'El identificador solo admite minúsculas, números y guion bajo',
  idLength: 'Máximo 40 caracteres',
  duplicateId: 'Hay campos con el mismo identificador',
  nameRequired: 'El nombre es obligatorio',
  noOptions: 'Añada al menos una opción',
  valueRequired: 'El valor es obligatorio',
  duplicateValue: 'Hay opciones con el mismo valor',
  maxRange: 'Indique un número entero entre 1 y 20000',
  tooManyOptions: 'Como máximo 50 opciones',
} as const;

export const maxFields = 60;
export const maxOptions = 50;
const idMaxLength = 40;
const idPattern = /^[a-z][a-z0-9_]*$/;

let lastKey = 0;

/** A key unique on this page (React keys and drag ids). */
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function isTextType(tipo: FieldType): tipo is 'texto_corto' | 'texto_largo' {
  return tipo === 'texto_corto' || tipo === 'texto_largo';
}

export function isChoiceType(tipo: FieldType): tipo is 'opcion_unica' | 'opcion_multiple' {
  return tipo === 'opcion_unica' || tipo === 'opcion_multiple';
}

/** The default maximum length of a text type. */
export function defaultMaxOf(tipo: FieldType): number | undefined {
  return isTextType(tipo) ? defaultMaxLength[tipo] : undefined;
}

/**
 * An identifier made from a label: lower case, no accents, `_` between words, starting with a
 * letter, at most `maxLength` characters.
 * @example slugFrom('¿Cuándo ocurrió?') // 'cuando_ocurrio'
 */
export function slugFrom(text: string, fallback = 'campo', maxLength = idMaxLength): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const slug = words === '' ? fallback : /^[a-z]/.test(words) ? words : `${fallback}_${words}`;
  return slug.slice(0, maxLength).replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`… when taken (kept within `maxLength`). */
export function uniqueName(base: string, taken: ReadonlySet<string>, maxLength = idMaxLength): string {
  if (!taken.has(base)) {
    return base;
  }
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) {
      return candidate;
    }
  }
}

function idsOf(fields: readonly FieldDraft[], except?: string): Set<string> {
  return new Set(fields.filter((field) => field.key !== except).map((field) => field.id));
}

/** A new, empty question of type `tipo` with an identifier no other question has. */
export function newFieldDraft(tipo: FieldType, others: readonly FieldDraft[]): FieldDraft {
  return {
    key: newKey(),
    id: uniqueName('campo', idsOf(others)),
    idEdited: false,
    tipo,
    etiqueta: { es: '' },
    ayuda: {},
    obligatorio: false,
    max: '',
    opciones: isChoiceType(tipo) ? [newOptionDraft([])] : [],
  };
}

/** A new, empty option. */
export function newOptionDraft(others: readonly OptionDraft[]): OptionDraft {
  return {
    key: newKey(),
    valor: uniqueName('opcion', new Set(others.map((option) => option.valor)), 100),
    valorEdited: false,
    etiqueta: { es: '' },
  };
}

/** The editable copy of a saved form (saved identifiers and values stay as they are). */
export function draftFromForm(form: Pick<Form, 'nombre' | 'activo' | 'campos'> | null): FormDraftState {
  if (!form) {
    return { nombre: '', activo: true, campos: [] };
  }
  return {
    nombre: form.nombre,
    activo: form.activo,
    campos: form.campos.map((field) => ({
      key: newKey(),
      id: field.id,
      idEdited: true,
      tipo: field.tipo,
      etiqueta: { ...field.etiqueta },
      ayuda: { ...field.ayuda },
      obligatorio: field.obligatorio,
      max: field.max === undefined ? '' : String(field.max),
      opciones: field.opciones.map((option) => ({
        key: newKey(),
        valor: option.valor,
        valorEdited: true,
        etiqueta: { ...option.etiqueta },
      })),
    })),
  };
}

/** The question with its label in `language` replaced; the Spanish label also names a new identifier. */
export function withLabel(
  field: FieldDraft,
  language: LanguageCode,
  text: string,
  fields: readonly FieldDraft[],
): FieldDraft {
  const next = { ...field, etiqueta: { ...field.etiqueta, [language]: text } };
  if (language !== 'es' || field.idEdited) {
    return next;
  }
  return { ...next, id: uniqueName(slugFrom(text), idsOf(fields, field.key)) };
}

/** The option with its label in `language` replaced; the Spanish label also names a new value. */
export function withOptionLabel(
  option: OptionDraft,
  language: LanguageCode,
  text: string,
  options: readonly OptionDraft[],
): OptionDraft {
  const next = { ...option, etiqueta: { ...option.etiqueta, [language]: text } };
  if (language !== 'es' || option.valorEdited) {
    return next;
  }
  const taken = new Set(options.filter((other) => other.key !== option.key).map((other) => other.valor));
  return { ...next, valor: uniqueName(slugFrom(text, 'opcion', 100), taken, 100) };
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

/** A saved question as the contract has it (max only for text types, options only for choices). */
function fieldInputOf(field: FieldDraft): Record<string, unknown> {
  const max = field.max.trim();
  return {
    id: field.id.trim(),
    tipo: field.tipo,
    etiqueta: compactText(field.etiqueta, true),
    ayuda: compactText(field.ayuda),
    obligatorio: field.obligatorio,
    ...(isTextType(field.tipo) && max !== '' ? { max: parseWholeNumber(max) } : {}),
    opciones: isChoiceType(field.tipo)
      ? field.opciones.map((option) => ({ valor: option.valor.trim(), etiqueta: compactText(option.etiqueta, true) }))
      : [],
  };
}

/** The body saved under `den_formularios` (the key only when editing). */
export function formInputOf(state: FormDraftState, idformulario?: number): Record<string, unknown> {
  return {
    ...(idformulario === undefined ? {} : { idformulario }),
    nombre: state.nombre.trim(),
    campos: state.campos.map(fieldInputOf),
    activo: state.activo,
  };
}

/** Where an error is shown: `nombre`, `campos.<field key>.<path>` or `campos.<field key>.opciones.<option key>.<path>`. */
export type ErrorMap = ReadonlyMap<string, string>;

/** The path of a field's property, by the field's key (stable while fields move). */
export function fieldPath(field: Pick<FieldDraft, 'key'>, rest: string): string {
  return `campos.${field.key}.${rest}`;
}

export function optionPath(field: Pick<FieldDraft, 'key'>, option: Pick<OptionDraft, 'key'>, rest: string): string {
  return fieldPath(field, `opciones.${option.key}.${rest}`);
}

function builderRuleErrors(state: FormDraftState): Map<string, string> {
  const errors = new Map<string, string>();
  const idCount = new Map<string, number>();
  for (const field of state.campos) {
    idCount.set(field.id.trim(), (idCount.get(field.id.trim()) ?? 0) + 1);
  }
  for (const field of state.campos) {
    const id = field.id.trim();
    if (id === '') {
      errors.set(fieldPath(field, 'id'), builderMessages.idRequired);
    } else if (id.length > idMaxLength) {
      errors.set(fieldPath(field, 'id'), builderMessages.idLength);
    } else if (!idPattern.test(id)) {
      errors.set(fieldPath(field, 'id'), builderMessages.idPattern);
    } else if ((idCount.get(id) ?? 0) > 1) {
      errors.set(fieldPath(field, 'id'), builderMessages.duplicateId);
    }
    const max = field.max.trim();
    if (isTextType(field.tipo) && max !== '') {
      const value = parseWholeNumber(max);
      if (!Number.isInteger(value) || value < 1 || value > 20_000) {
        errors.set(fieldPath(field, 'max'), builderMessages.maxRange);
      }
    }
    if (isChoiceType(field.tipo)) {
      if (field.opciones.length === 0) {
        errors.set(fieldPath(field, 'opciones'), builderMessages.noOptions);
      } else if (field.opciones.length > maxOptions) {
        errors.set(fieldPath(field, 'opciones'), builderMessages.tooManyOptions);
      }
      const seen = new Set<string>();
      for (const option of field.opciones) {
        const valor = option.valor.trim();
        if (valor === '') {
          errors.set(optionPath(field, option, 'valor'), builderMessages.valueRequired);
        } else if (seen.has(valor)) {
          errors.set(optionPath(field, option, 'valor'), builderMessages.duplicateValue);
        }
        seen.add(valor);
      }
    }
  }
  return errors;
}

/** A contract error path (`campos.2.opciones.0.etiqueta.es`) by keys instead of positions. */
function keyedPath(path: string, state: FormDraftState): string {
  const parts = path.split('.');
  if (parts[0] !== 'campos' || parts.length < 2) {
    return path;
  }
  const field = state.campos[Number(parts[1])];
  if (!field) {
    return path;
  }
  parts[1] = field.key;
  if (parts[2] === 'opciones' && parts.length > 3) {
    const option = field.opciones[Number(parts[3])];
    if (option) {
      parts[3] = option.key;
    }
  }
  return parts.join('.');
}

/**
 * Every error of the form being built: the builder's own rules (identifiers, options, lengths)
 * first, then the contract's `formInputSchema` (what the server checks), by key paths.
 */
export function builderErrors(state: FormDraftState, idformulario?: number): ErrorMap {
  const errors = builderRuleErrors(state);
  for (const [path, message] of fieldErrorsOf(formInputSchema, formInputOf(state, idformulario))) {
    const keyed = keyedPath(path, state);
    if (keyed === 'campos' && message === builderMessages.duplicateId) {
      continue;
    }
    const owner = [...errors.keys()].some((known) => keyed === known || keyed.startsWith(`${known}.`));
    if (!owner) {
      errors.set(keyed, message);
    }
  }
  return errors;
}

/** Whether any error belongs to the question (or its options). */
export function fieldHasErrors(errors: ErrorMap, field: Pick<FieldDraft, 'key'>): boolean {
  const prefix = `campos.${field.key}.`;
  return [...errors.keys()].some((path) => path.startsWith(prefix));
}

/**
 * What the preview renders: every question as the reporter will see it, even while it is
 * incomplete. Identifiers and option values are the screen keys, so a half-typed or repeated
 * identifier never breaks the preview.
 */
export function previewFieldsOf(state: FormDraftState): FormField[] {
  return state.campos.map((field) => {
    const max = parseWholeNumber(field.max.trim());
    return {
      id: `campo_${field.key}`,
      tipo: field.tipo,
      etiqueta: { ...compactText(field.etiqueta), es: field.etiqueta.es?.trim() || '—' },
      ayuda: compactText(field.ayuda),
      obligatorio: field.obligatorio,
      ...(isTextType(field.tipo) && Number.isInteger(max) && max >= 1 && max <= 20_000 ? { max } : {}),
      opciones: isChoiceType(field.tipo)
        ? field.opciones.map((option) => ({
            valor: `opcion_${option.key}`,
            etiqueta: { ...compactText(option.etiqueta), es: option.etiqueta.es?.trim() || '—' },
          }))
        : [],
    };
  });
}
