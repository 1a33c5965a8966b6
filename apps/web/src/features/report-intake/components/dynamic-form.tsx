import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { Control, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { answersSchemaFor } from '@atalaya/contract/complaints/answers';
import { defaultMaxLength } from '@atalaya/contract/complaints/form.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { FileAttachments } from '@/components/ui/file-attachments.tsx';
import type { AttachedFile, UploadAttachment } from '@/components/ui/file-attachments.tsx';
import { useLanguage } from '@/lib/i18n.ts';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { translateValidation } from '@/lib/validation-messages.ts';

/** The value a field holds while the form is being written. */
export type AnswerDraft = string | string[] | boolean | number[];
export type AnswersDraft = Record<string, AnswerDraft>;

/** What `adjunto` fields need: upload, the files known by id and the limits of the whole report. */
export type FormAttachments = {
  limits: UploadLimits;
  filesById: Readonly<Record<number, AttachedFile>>;
  /** Every file of the report (all fields and the attachments step), for the count limit. */
  totalFileCount: number;
  upload: UploadAttachment;
  onUploaded: (file: AttachedFile) => void;
  onRemoved: (file: AttachedFile) => void;
};

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

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isNumberArray(value: unknown): value is number[] {
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

type FieldProps = {
  field: FormField;
  control: Control<AnswersDraft, unknown, Record<string, unknown>>;
  language: LanguageCode;
  attachments: FormAttachments;
};

function HelpAndError({ help, error, counter }: { help: string; error?: string; counter?: ReactNode }) {
  return (
    <>
      {help ? (
        <Box component="span" sx={{ display: 'block' }}>
          {help}
        </Box>
      ) : null}
      {error ? (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {error}
        </Box>
      ) : null}
      {counter}
    </>
  );
}

function TextAnswer({ field, control, language }: Omit<FieldProps, 'attachments'>) {
  const { t } = useTranslation();
  const label = pickText(field.etiqueta, language);
  const help = pickText(field.ayuda, language);
  const isLong = field.tipo === 'texto_largo';
  const isText = field.tipo === 'texto_corto' || isLong;
  const max =
    field.max ?? (isText ? defaultMaxLength[field.tipo === 'texto_largo' ? 'texto_largo' : 'texto_corto'] : undefined);
  const type =
    field.tipo === 'email' ? 'email' : field.tipo === 'telefono' ? 'tel' : field.tipo === 'fecha' ? 'date' : 'text';
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = typeof input.value === 'string' ? input.value : '';
        const length = value.trim().length;
        const isOver = max !== undefined && length > max;
        return (
          <TextField
            id={`answer-${field.id}`}
            name={input.name}
            inputRef={input.ref}
            value={value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            label={label}
            required={field.obligatorio}
            type={type}
            multiline={isLong}
            minRows={isLong ? 5 : undefined}
            fullWidth
            autoComplete="off"
            error={fieldState.error !== undefined}
            slotProps={{
              inputLabel: type === 'date' ? { shrink: true } : undefined,
              htmlInput: type === 'tel' ? { inputMode: 'tel' } : undefined,
            }}
            helperText={
              <HelpAndError
                help={help}
                error={translateValidation(fieldState.error?.message, t) || undefined}
                counter={
                  isText && max !== undefined ? (
                    <Box
                      component="span"
                      data-testid={`counter-${field.id}`}
                      sx={{ display: 'block', textAlign: 'right', color: isOver ? 'error.main' : undefined }}
                    >
                      {t('form.counter', { count: length, max })}
                    </Box>
                  ) : undefined
                }
              />
            }
          />
        );
      }}
    />
  );
}

function SingleChoiceAnswer({ field, control, language }: Omit<FieldProps, 'attachments'>) {
  const { t } = useTranslation();
  const label = pickText(field.etiqueta, language);
  const help = pickText(field.ayuda, language);
  const helpId = `answer-${field.id}-help`;
  const errorId = `answer-${field.id}-error`;
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = typeof input.value === 'string' ? input.value : '';
        const error = translateValidation(fieldState.error?.message, t);
        return (
          <FormControl
            component="fieldset"
            required={field.obligatorio}
            error={fieldState.error !== undefined}
            id={`answer-${field.id}`}
          >
            <FormLabel component="legend">{label}</FormLabel>
            {help ? (
              <FormHelperText id={helpId} sx={{ mx: 0 }}>
                {help}
              </FormHelperText>
            ) : null}
            <RadioGroup
              name={input.name}
              value={value}
              onChange={(event) => {
                input.onChange(event.target.value);
              }}
              onBlur={input.onBlur}
              aria-describedby={[help ? helpId : '', error ? errorId : ''].join(' ').trim() || undefined}
            >
              {field.opciones.map((option, index) => (
                <FormControlLabel
                  key={option.valor}
                  value={option.valor}
                  control={<Radio slotProps={{ input: { ref: index === 0 ? input.ref : undefined } }} />}
                  label={pickText(option.etiqueta, language)}
                />
              ))}
            </RadioGroup>
            {!field.obligatorio && value !== '' ? (
              <Box>
                <Button
                  size="small"
                  onClick={() => {
                    input.onChange('');
                  }}
                >
                  {t('form.clearChoice')}
                </Button>
              </Box>
            ) : null}
            {error ? (
              <FormHelperText id={errorId} sx={{ mx: 0, fontWeight: 600 }}>
                {error}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
}

function MultipleChoiceAnswer({ field, control, language }: Omit<FieldProps, 'attachments'>) {
  const { t } = useTranslation();
  const label = pickText(field.etiqueta, language);
  const help = pickText(field.ayuda, language);
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const values = isStringArray(input.value) ? input.value : [];
        const error = translateValidation(fieldState.error?.message, t);
        return (
          <FormControl
            component="fieldset"
            required={field.obligatorio}
            error={fieldState.error !== undefined}
            id={`answer-${field.id}`}
          >
            <FormLabel component="legend">{label}</FormLabel>
            {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
            <FormGroup>
              {field.opciones.map((option, index) => (
                <FormControlLabel
                  key={option.valor}
                  control={
                    <Checkbox
                      slotProps={{ input: { ref: index === 0 ? input.ref : undefined } }}
                      checked={values.includes(option.valor)}
                      onBlur={input.onBlur}
                      onChange={(event) => {
                        input.onChange(
                          event.target.checked
                            ? [...values, option.valor]
                            : values.filter((item) => item !== option.valor),
                        );
                      }}
                    />
                  }
                  label={pickText(option.etiqueta, language)}
                />
              ))}
            </FormGroup>
            {error ? <FormHelperText sx={{ mx: 0, fontWeight: 600 }}>{error}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}

function CheckboxAnswer({ field, control, language }: Omit<FieldProps, 'attachments'>) {
  const { t } = useTranslation();
  const label = pickText(field.etiqueta, language);
  const help = pickText(field.ayuda, language);
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = translateValidation(fieldState.error?.message, t);
        return (
          <FormControl required={field.obligatorio} error={fieldState.error !== undefined} id={`answer-${field.id}`}>
            <FormControlLabel
              required={field.obligatorio}
              control={
                <Checkbox
                  slotProps={{ input: { ref: input.ref } }}
                  name={input.name}
                  checked={input.value === true}
                  onBlur={input.onBlur}
                  onChange={(event) => {
                    input.onChange(event.target.checked);
                  }}
                />
              }
              label={label}
            />
            {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
            {error ? <FormHelperText sx={{ mx: 0, fontWeight: 600 }}>{error}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}

function AttachmentAnswer({ field, control, language, attachments }: FieldProps) {
  const { t } = useTranslation();
  const label = pickText(field.etiqueta, language);
  const help = pickText(field.ayuda, language);
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const ids = isNumberArray(input.value) ? input.value : [];
        const files = ids.flatMap((id) => {
          const file = attachments.filesById[id];
          return file ? [file] : [];
        });
        return (
          <Box id={`answer-${field.id}`}>
            <FileAttachments
              label={field.obligatorio ? `${label} *` : label}
              note={help || undefined}
              files={files}
              limits={attachments.limits}
              otherFileCount={attachments.totalFileCount - files.length}
              upload={attachments.upload}
              onAdded={(file) => {
                attachments.onUploaded(file);
                input.onChange([...ids, file.iddocumento]);
              }}
              onRemove={(file) => {
                input.onChange(ids.filter((id) => id !== file.iddocumento));
                attachments.onRemoved(file);
              }}
              error={translateValidation(fieldState.error?.message, t) || undefined}
            />
          </Box>
        );
      }}
    />
  );
}

function FieldAnswer(props: FieldProps) {
  switch (props.field.tipo) {
    case 'opcion_unica':
      return <SingleChoiceAnswer {...props} />;
    case 'opcion_multiple':
      return <MultipleChoiceAnswer {...props} />;
    case 'casilla':
      return <CheckboxAnswer {...props} />;
    case 'adjunto':
      return <AttachmentAnswer {...props} />;
    default:
      return <TextAnswer {...props} />;
  }
}

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
