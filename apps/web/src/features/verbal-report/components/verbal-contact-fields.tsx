import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VerbalReportBody } from '@atalaya/contract/complaints/verbal-report.schemas';
import { verbalErrorMessage, type VerbalReportDraft } from '../utils/verbal-report-form.ts';

const contactFields = [
  { name: 'nombre', field: 'contact.nombre', label: 'verbalReport.contact.name', type: 'text', required: true },
  { name: 'email', field: 'contact.email', label: 'verbalReport.contact.email', type: 'email', required: false },
  { name: 'telefono', field: 'contact.telefono', label: 'verbalReport.contact.phone', type: 'tel', required: false },
] as const;

/** The reporter's name, e-mail and phone, asked when the communication is not anonymous. */
export function VerbalContactFields({ control }: { control: Control<VerbalReportDraft, unknown, VerbalReportBody> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="verbal-contact">
      {contactFields.map((entry) => (
        <Controller
          key={entry.name}
          control={control}
          name={entry.field}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type={entry.type}
              required={entry.required}
              autoComplete="off"
              label={t(entry.label)}
              error={fieldState.error !== undefined}
              helperText={verbalErrorMessage(t, entry.field, fieldState.error)}
            />
          )}
        />
      ))}
    </Stack>
  );
}
