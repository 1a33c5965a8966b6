import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldError, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useDemoText } from '../lib/demo-text.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import { WrongCredentialsError } from './auth-api.ts';

/**
 * A demo auth form: react-hook-form validated by a zod schema whose messages are demo text keys;
 * `send` runs with the valid values (the engine's delay shows as progress), then `onSent`.
 */
export function useDemoForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  send: (values: Values) => Promise<unknown>,
  onSent: () => void,
) {
  const { t } = useDemoText();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
      onSent();
    } catch (error) {
      setServerError(t(error instanceof WrongCredentialsError ? 'auth.wrongCredentials' : 'auth.failed'));
    }
  });
  function onSubmit(event: BaseSyntheticEvent): void {
    void submit(event);
  }
  /** The field's message in the interface language, for `helperText`. */
  function messageOf(error: FieldError | undefined): string | undefined {
    return error?.message ? t(error.message as DemoTextKey) : undefined;
  }
  return {
    register: form.register,
    errors: form.formState.errors,
    messageOf,
    formProps: { onSubmit, isSubmitting: form.formState.isSubmitting, serverError },
  };
}
