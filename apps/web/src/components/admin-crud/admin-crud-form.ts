import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

/** The first message of each invalid path (`nombre.es`, `color`…) of a value checked against a schema. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): ReadonlyMap<string, string> {
  const parsed = schema.safeParse(value);
  const errors = new Map<string, string>();
  if (parsed.success) {
    return errors;
  }
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) {
      errors.set(path, issue.message);
    }
  }
  return errors;
}

/**
 * The state of an edit dialog's form: the values, the contract schema's errors (shown once a
 * field was touched) and whether it may be saved. `toInput` turns the form's values into the
 * body the schema checks (e.g. a number typed as text); the same body is what gets saved.
 * @example const form = useSchemaForm(menuInputSchema, { titulo: '', codigo: '', ididioma: 1 }, (v) => v);
 */
export function useSchemaForm<T extends object>(schema: z.ZodType, initial: T, toInput: (values: T) => object) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const input = useMemo(() => toInput(values), [toInput, values]);
  const errors = useMemo(() => fieldErrorsOf(schema, input), [schema, input]);

  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set([...current, path])));
  }, []);

  /** Replaces some values and marks `path` touched. */
  const update = useCallback(
    (path: string, patch: Partial<T> | ((current: T) => T)) => {
      setValues((current) => (typeof patch === 'function' ? patch(current) : { ...current, ...patch }));
      touch(path);
    },
    [touch],
  );

  /** The error to show under `path` (only once touched). */
  const errorOf = useCallback((path: string) => (touched.has(path) ? errors.get(path) : undefined), [errors, touched]);

  return { values, input, update, touch, errors, errorOf, isValid: errors.size === 0 };
}

/**
 * Text per language without its empty languages (only what was written is saved); Spanish is
 * kept when `keepSpanish`, so the schema can say it is required.
 */
export function compactText<T extends Partial<Record<string, string>>>(text: T, keepSpanish = false): T {
  return Object.fromEntries(
    Object.entries(text).filter(
      ([language, value]) => (keepSpanish && language === 'es') || (value ?? '').trim() !== '',
    ),
  ) as T;
}

/** A whole number typed in a field (`NaN` when it is not one, so the schema refuses it). */
export function parseWholeNumber(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

/** What `useSchemaForm` returns. */
export type SchemaForm<T extends object> = ReturnType<typeof useSchemaForm<T>>;
