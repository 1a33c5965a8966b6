import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  accessibilityConformances,
  accessibilityMethods,
  accessibilityStatementSchema,
  type AccessibilityStatement,
} from '@atalaya/contract/tenants/public-pages.schemas';

type AccessibilityFieldsProps = {
  value: AccessibilityStatement;
  onChange: (value: AccessibilityStatement) => void;
  /** Whether to show the fields' errors (after a save was tried). */
  showErrors: boolean;
};

/** First message per field of the statement's facts. */
function fieldErrors(value: AccessibilityStatement): Partial<Record<keyof AccessibilityStatement, string>> {
  const parsed = accessibilityStatementSchema.safeParse(value);
  const errors: Partial<Record<keyof AccessibilityStatement, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof AccessibilityStatement | undefined;
      if (key) {
        errors[key] ??= issue.message;
      }
    }
  }
  return errors;
}

/**
 * The facts of the accessibility statement published at /accesibilidad (RD 1112/2018):
 * conformance, method, dates and the contact address for accessibility communications.
 */
export function AccessibilityFields({ value, onChange, showErrors }: AccessibilityFieldsProps) {
  const { t } = useTranslation();
  const errors = showErrors ? fieldErrors(value) : {};
  function change(patch: Partial<AccessibilityStatement>) {
    onChange({ ...value, ...patch });
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('tenantSettings.accessibilityHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('tenantSettings.accessibilityStatus')}
          value={value.estado}
          onChange={(e) => change({ estado: e.target.value as AccessibilityStatement['estado'] })}
          sx={{ minWidth: 240 }}
        >
          {accessibilityConformances.map((estado) => (
            <MenuItem key={estado} value={estado}>
              {t(`tenantSettings.accessibilityStatuses.${estado}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('tenantSettings.accessibilityMethod')}
          value={value.metodo}
          onChange={(e) => change({ metodo: e.target.value as AccessibilityStatement['metodo'] })}
          sx={{ minWidth: 240 }}
        >
          {accessibilityMethods.map((metodo) => (
            <MenuItem key={metodo} value={metodo}>
              {t(`tenantSettings.accessibilityMethods.${metodo}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('tenantSettings.accessibilityPrepared')}
          value={value.fecha_preparacion}
          onChange={(e) => change({ fecha_preparacion: e.target.value })}
          error={Boolean(errors.fecha_preparacion)}
          helperText={errors.fecha_preparacion ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('tenantSettings.accessibilityReviewed')}
          value={value.fecha_revision}
          onChange={(e) => change({ fecha_revision: e.target.value })}
          error={Boolean(errors.fecha_revision)}
          helperText={errors.fecha_revision ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        type="email"
        label={t('tenantSettings.accessibilityContact')}
        value={value.contacto_email}
        onChange={(e) => change({ contacto_email: e.target.value.trim() })}
        error={Boolean(errors.contacto_email)}
        helperText={errors.contacto_email ?? t('tenantSettings.accessibilityContactHelp')}
        fullWidth
      />
    </Stack>
  );
}
