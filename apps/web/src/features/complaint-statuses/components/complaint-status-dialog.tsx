import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  complaintStatusInputSchema,
  emptyComplaintStatus,
  resolvedStatusId,
  statusColorMessage,
  statusColorPattern,
  type ComplaintStatus,
} from '@atalaya/contract/complaints/complaint-type.schemas';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { translateFieldError } from '@/components/admin-crud/admin-crud.ts';
import { compactText, parseWholeNumber, useSchemaForm } from '@/components/admin-crud/admin-crud-form.ts';
import { SchemaFormDialog, type EntityDialogProps } from '@/components/admin-crud/admin-crud-dialog.tsx';
import { LanguageTextField, OrderField, SwitchField } from '@/components/admin-crud/schema-form-fields.tsx';
import { LanguageTabs } from '@/components/ui/language-tabs.tsx';

type StatusFormValues = {
  nombre: Partial<Record<LanguageCode, string>>;
  color: string;
  orden: string;
  inicial: boolean;
  sin_investigacion: boolean;
};

const fieldMessageKeys: ReadonlyMap<string, string> = new Map([[statusColorMessage, 'statusesAdmin.colorInvalid']]);

function initialValues(status: ComplaintStatus | null): StatusFormValues {
  const source = status ?? emptyComplaintStatus;
  return {
    nombre: { ...source.nombre },
    color: source.color,
    orden: String(source.orden),
    inicial: source.inicial,
    sin_investigacion: source.sin_investigacion,
  };
}

type ComplaintStatusDialogProps = {
  /** The status edited, or `null` for a new one (its number is assigned when saved). */
  status: ComplaintStatus | null;
} & EntityDialogProps;

/**
 * Create/edit a status: name per language, colour (picker and #RRGGBB), order, the initial flag
 * and the "no investigation" flag (inadmission: its cases are purged 3 months after receipt,
 * decision 063). Status 1 takes neither; one status cannot be both.
 */
export function ComplaintStatusDialog({ status, ...dialog }: ComplaintStatusDialogProps) {
  const { t } = useTranslation();
  const isResolved = status?.idestadodenuncia === resolvedStatusId;
  const toInput = useCallback(
    (values: StatusFormValues) => ({
      ...(status ? { idestadodenuncia: status.idestadodenuncia } : {}),
      nombre: compactText(values.nombre, true),
      color: values.color.trim(),
      orden: parseWholeNumber(values.orden),
      inicial: values.inicial,
      sin_investigacion: values.sin_investigacion,
    }),
    [status],
  );
  const form = useSchemaForm(complaintStatusInputSchema, initialValues(status), toInput);
  const { values } = form;
  const invalidLanguages = new Set(languageCodes.filter((code) => form.errorOf(`nombre.${code}`)));
  const filledLanguages = new Set(languageCodes.filter((code) => Boolean(values.nombre[code]?.trim())));
  const colorError = translateFieldError(form.errorOf('color'), t, fieldMessageKeys);
  const pickerValue = statusColorPattern.test(values.color.trim()) ? values.color.trim().toLowerCase() : '#000000';

  return (
    <SchemaFormDialog form={form} isNew={status === null} subject={t('statusesAdmin.subject')} {...dialog}>
      {isResolved ? <Alert severity="info">{t('statusesAdmin.resolvedInfo')}</Alert> : null}
      {status ? (
        <TextField
          label={t('statusesAdmin.number')}
          value={status.idestadodenuncia}
          helperText={t('statusesAdmin.numberHelp')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ) : null}
      <LanguageTabs invalid={invalidLanguages} filled={filledLanguages}>
        {(language) => (
          <LanguageTextField
            key={`nombre-${language}`}
            form={form}
            field="nombre"
            language={language}
            label={t('statusesAdmin.name')}
            required={language === 'es'}
          />
        )}
      </LanguageTabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('statusesAdmin.color')}
          type="color"
          value={pickerValue}
          onChange={(event) => {
            form.update('color', { color: event.target.value });
          }}
          sx={{ width: 96, flexShrink: 0 }}
        />
        <TextField
          label={t('statusesAdmin.colorHex')}
          value={values.color}
          required
          onChange={(event) => {
            form.update('color', { color: event.target.value });
          }}
          error={colorError !== undefined}
          helperText={colorError ?? t('statusesAdmin.colorHelp')}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          fullWidth
        />
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            mt: 1,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: pickerValue,
          }}
        />
      </Stack>
      <OrderField form={form} label={t('statusesAdmin.order')} />
      <SwitchField
        label={t('statusesAdmin.initialSwitch')}
        checked={values.inicial}
        disabled={isResolved || values.sin_investigacion}
        onChange={(checked) => {
          form.update('inicial', { inicial: checked });
        }}
      />
      <SwitchField
        label={t('statusesAdmin.noInvestigationSwitch')}
        checked={values.sin_investigacion}
        disabled={isResolved || values.inicial}
        onChange={(checked) => {
          form.update('sin_investigacion', { sin_investigacion: checked });
        }}
      />
    </SchemaFormDialog>
  );
}
