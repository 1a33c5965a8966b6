import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * An account form's state: react-hook-form validated by the contract's zod schema, `send` called
 * with the valid values, then `onSent`; a failure's message (or the generic one) becomes
 * `serverError`. `formProps` goes to `AccountForm`.
 */
export function useAccountForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  send: (values: Values) => Promise<unknown>,
  onSent: () => void,
) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
      onSent();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('auth.errors.generic'));
    }
  });
  function onSubmit(event: BaseSyntheticEvent): void {
    void submit(event);
  }

  return { register, errors, formProps: { onSubmit, isSubmitting, serverError } };
}
