import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { answersSchemaFor } from '@atalaya/contract/complaints/answers';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { useLanguage } from '@/lib/i18n.ts';

import { answersToSend } from './answer-drafts.ts';
import type { AnswersDraft } from './answer-drafts.ts';
import { FieldAnswer } from './field-answers.tsx';
import type { FormAttachments } from './field-answers.tsx';

export type DynamicFormProps = {
  /** The `<form>` id, so a button outside it (the wizard's "Siguiente") can submit it. */
  id: string;
  fields: readonly FormField[];
  defaultValues: AnswersDraft;
  /** Messages by field id, e.g. from the server's 400 answer. */
  serverErrors?: Readonly<Record<string, string>>;
  /** Every change, so the values survive moving between steps. */
  onChange?: (values: AnswersDraft) => void;
  /** Called with the answers as the contract schema outputs them (trimmed; unanswered left out). */
  onValid: (answers: Record<string, unknown>) => void;
  attachments: FormAttachments;
};

/**
 * A complaint type's form rendered from its fields (every field type), labels and help in the
 * current language, validated with the contract's `answersSchemaFor(fields)`: the same schema, and
 * so the same messages, the server uses.
 */
export function DynamicForm({
  id,
  fields,
  defaultValues,
  serverErrors,
  onChange,
  onValid,
  attachments,
}: DynamicFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const resolver = useMemo(
    () => zodResolver(answersSchemaFor(fields)) as unknown as Resolver<AnswersDraft, unknown, Record<string, unknown>>,
    [fields],
  );
  const {
    control,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors, submitCount },
  } = useForm<AnswersDraft, unknown, Record<string, unknown>>({ resolver, defaultValues, mode: 'onTouched' });

  useEffect(() => {
    if (!onChange) {
      return undefined;
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        onChange(values);
      },
    });
  }, [subscribe, onChange]);

  useEffect(() => {
    const entries = Object.entries(serverErrors ?? {});
    entries.forEach(([fieldId, message], index) => {
      setError(fieldId, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);

  const errorCount = Object.keys(errors).length;

  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={(event) => {
        void handleSubmit((answers) => {
          onValid(answersToSend(answers));
        })(event);
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.requiredNote')}
      </Typography>
      {submitCount > 0 && errorCount > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('form.fixErrors')}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {fields.map((field) => (
          <FieldAnswer key={field.id} field={field} control={control} language={language} attachments={attachments} />
        ))}
      </Stack>
    </Box>
  );
}
