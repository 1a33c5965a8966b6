import type { ReactNode } from 'react';
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
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultMaxLength } from '@atalaya/contract/complaints/form.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { FileAttachments } from '@/components/complaint/file-attachments.tsx';
import type { AttachedFile, UploadAttachment } from '@/components/complaint/file-attachments.tsx';
import type { UploadLimits } from '@/lib/upload-limits.ts';
import { translateValidation } from '@/lib/validation-messages.ts';

import { isNumberArray, isStringArray } from './answer-drafts.ts';
import type { AnswersDraft } from './answer-drafts.ts';

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

/** One field of the form, by its type. */
export function FieldAnswer(props: FieldProps) {
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
