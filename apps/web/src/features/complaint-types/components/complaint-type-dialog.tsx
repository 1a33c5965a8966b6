import { useCallback } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  complaintTypeInputSchema,
  emptyComplaintType,
  type ComplaintType,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { compactText, parseWholeNumber, useSchemaForm } from '@/components/admin-crud/admin-crud-form.ts';
import { SchemaFormDialog, type EntityDialogProps } from '@/components/admin-crud/admin-crud-dialog.tsx';
import { LanguageTextField, OrderField, SwitchField } from '@/components/admin-crud/schema-form-fields.tsx';
import { LanguageTabs } from '@/components/ui/language-tabs.tsx';
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
} & EntityDialogProps;

/** Create/edit a complaint type: name and description per language, order, active, form asked. */
export function ComplaintTypeDialog({ type, forms, ...dialog }: ComplaintTypeDialogProps) {
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
    <SchemaFormDialog form={form} isNew={type === null} subject={t('typesAdmin.subject')} maxWidth="md" {...dialog}>
      <LanguageTabs invalid={invalidLanguages} filled={filledLanguages}>
        {(language) => (
          <Stack spacing={2}>
            <LanguageTextField
              key={`nombre-${language}`}
              form={form}
              field="nombre"
              language={language}
              label={t('typesAdmin.name')}
              required={language === 'es'}
            />
            <LanguageTextField
              key={`descripcion-${language}`}
              form={form}
              field="descripcion"
              language={language}
              label={t('typesAdmin.description')}
              multiline
              minRows={3}
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
      <OrderField form={form} label={t('typesAdmin.order')} />
      <SwitchField
        label={t('typesAdmin.activeSwitch')}
        checked={values.activo}
        onChange={(checked) => {
          form.update('activo', { activo: checked });
        }}
      />
    </SchemaFormDialog>
  );
}
