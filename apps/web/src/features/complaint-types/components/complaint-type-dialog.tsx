import { useCallback } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  complaintTypeInputSchema,
  emptyComplaintType,
  type ComplaintType,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { translateFieldError } from '@/components/ui/admin-crud.ts';
import { compactText, parseWholeNumber, useSchemaForm } from '@/components/ui/admin-crud-form.ts';
import { AdminCrudDialog } from '@/components/ui/admin-crud-dialog.tsx';
import { LanguageTabs } from '@/components/ui/language-tabs.tsx';
import { languageNames } from '@/lib/i18n.ts';
import type { FormChoice } from '../api/complaint-types.ts';

type TextPerLanguage = Partial<Record<LanguageCode, string>>;

type TypeFormValues = {
  nombre: TextPerLanguage;
  descripcion: TextPerLanguage;
  orden: string;
  activo: boolean;
  idformulario: number;
};

function initialValues(type: ComplaintType | null): TypeFormValues {
  const source = type ?? emptyComplaintType;
  return {
    nombre: { ...source.nombre },
    descripcion: { ...source.descripcion },
    orden: String(source.orden),
    activo: source.activo,
    idformulario: source.idformulario,
  };
}

type ComplaintTypeDialogProps = {
  /** The type edited, or `null` for a new one. */
  type: ComplaintType | null;
  forms: readonly FormChoice[];
  isSaving: boolean;
  /** Why the last save failed. */
  errorMessage?: string;
  onSave: (input: object) => void;
  onClose: () => void;
};

/** Create/edit a complaint type: name and description per language, order, active, form asked. */
export function ComplaintTypeDialog({
  type,
  forms,
  isSaving,
  errorMessage,
  onSave,
  onClose,
}: ComplaintTypeDialogProps) {
  const { t } = useTranslation();
  const toInput = useCallback(
    (values: TypeFormValues) => ({
      ...(type ? { idtipodenuncia: type.idtipodenuncia } : {}),
      nombre: compactText(values.nombre, true),
      descripcion: compactText(values.descripcion),
      orden: parseWholeNumber(values.orden),
      activo: values.activo,
      idformulario: values.idformulario,
    }),
    [type],
  );
  const form = useSchemaForm(complaintTypeInputSchema, initialValues(type), toInput);
  const { values } = form;
  const invalidLanguages = new Set(
    languageCodes.filter((code) => form.errorOf(`nombre.${code}`) || form.errorOf(`descripcion.${code}`)),
  );
  const filledLanguages = new Set(languageCodes.filter((code) => Boolean(values.nombre[code]?.trim())));
  const formError = form.errorOf('idformulario');

  return (
    <AdminCrudDialog
      open
      isNew={type === null}
      subject={t('typesAdmin.subject')}
      canSave={form.isValid}
      isSaving={isSaving}
      errorMessage={errorMessage}
      onSave={() => {
        onSave(form.input);
      }}
      onClose={onClose}
      maxWidth="md"
    >
      <LanguageTabs invalid={invalidLanguages} filled={filledLanguages}>
        {(language) => (
          <Stack spacing={2}>
            <TextField
              key={`nombre-${language}`}
              label={t('adminCrud.inLanguage', { label: t('typesAdmin.name'), language: languageNames[language] })}
              value={values.nombre[language] ?? ''}
              required={language === 'es'}
              fullWidth
              onChange={(event) => {
                form.update(`nombre.${language}`, (current) => ({
                  ...current,
                  nombre: { ...current.nombre, [language]: event.target.value },
                }));
              }}
              error={form.errorOf(`nombre.${language}`) !== undefined}
              helperText={translateFieldError(form.errorOf(`nombre.${language}`), t)}
            />
            <TextField
              key={`descripcion-${language}`}
              label={t('adminCrud.inLanguage', {
                label: t('typesAdmin.description'),
                language: languageNames[language],
              })}
              value={values.descripcion[language] ?? ''}
              fullWidth
              multiline
              minRows={3}
              onChange={(event) => {
                form.update(`descripcion.${language}`, (current) => ({
                  ...current,
                  descripcion: { ...current.descripcion, [language]: event.target.value },
                }));
              }}
              error={form.errorOf(`descripcion.${language}`) !== undefined}
              helperText={translateFieldError(form.errorOf(`descripcion.${language}`), t)}
            />
          </Stack>
        )}
      </LanguageTabs>
      <TextField
        select
        label={t('typesAdmin.form')}
        required
        value={values.idformulario === 0 ? '' : String(values.idformulario)}
        onChange={(event) => {
          form.update('idformulario', { idformulario: Number(event.target.value) });
        }}
        error={formError !== undefined}
        helperText={
          formError !== undefined
            ? t('typesAdmin.formRequired')
            : forms.length === 0
              ? t('typesAdmin.noForms')
              : undefined
        }
      >
        {values.idformulario !== 0 && !forms.some((choice) => choice.idformulario === values.idformulario) ? (
          <MenuItem value={String(values.idformulario)}>{`#${values.idformulario}`}</MenuItem>
        ) : null}
        {forms.map((choice) => (
          <MenuItem key={choice.idformulario} value={String(choice.idformulario)}>
            {choice.activo ? choice.nombre : `${choice.nombre} (${t('typesAdmin.inactive')})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('typesAdmin.order')}
        type="number"
        value={values.orden}
        slotProps={{ htmlInput: { min: 0, max: 100_000, step: 1 } }}
        onChange={(event) => {
          form.update('orden', { orden: event.target.value });
        }}
        error={form.errorOf('orden') !== undefined}
        helperText={translateFieldError(form.errorOf('orden'), t)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.activo}
            onChange={(event) => {
              form.update('activo', { activo: event.target.checked });
            }}
          />
        }
        label={t('typesAdmin.activeSwitch')}
      />
    </AdminCrudDialog>
  );
}
