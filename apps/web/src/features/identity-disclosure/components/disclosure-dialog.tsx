import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  disclosureBasisMax,
  disclosureOmissionMax,
  disclosureRecipientMax,
  type DisclosureBody,
  type DisclosureInput,
} from '@atalaya/contract/people/identity-disclosure.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { disclosureErrorMessage, disclosureResolver, refusalOf, tenantToday } from './disclosure-form.ts';

export const disclosureDialogWidth = 560;

type DisclosureDialogProps = {
  open: boolean;
  /** Resolves once recorded (the panel closes the dialog); rejects with the server's refusal. */
  onRecord: (body: DisclosureBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Registrar revelación" (art 33.3): to whom, on which legal basis and when the reporter's identity
 * was given, and whether the reporter is told first or why not. Mounted afresh for each opening.
 */
export function DisclosureDialog({ open, onRecord, onClose }: DisclosureDialogProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [refusal, setRefusal] = useState<{ message: string; details: string[] } | null>(null);
  const today = tenantToday();
  const { control, handleSubmit, setError, formState } = useForm<DisclosureInput, unknown, DisclosureBody>({
    resolver: disclosureResolver,
    defaultValues: { destinatario: '', base_legal: '', fecha: today, avisar: true, motivo_omision: '' },
  });
  const avisar = useWatch({ control, name: 'avisar' });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await onRecord(body);
    } catch (error) {
      const { message, fieldErrors, details } = refusalOf(error);
      for (const { field, message: text } of fieldErrors) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
      }
      setRefusal({ message: message ?? t('identityDisclosure.errorTitle'), details });
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={disclosureDialogWidth}
      title={t('identityDisclosure.dialog.title')}
      describedBy={helpId}
      confirmLabel={t('identityDisclosure.dialog.confirm')}
      confirmDisabled={formState.isSubmitting}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('identityDisclosure.dialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" data-testid="disclosure-refusal">
          {[refusal.message, ...refusal.details].join(' · ')}
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="destinatario"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            autoFocus
            required
            label={t('identityDisclosure.dialog.recipient')}
            error={fieldState.error !== undefined}
            helperText={
              disclosureErrorMessage(t, 'destinatario', fieldState.error) ??
              t('identityDisclosure.dialog.recipientHelp')
            }
            slotProps={{ htmlInput: { maxLength: disclosureRecipientMax } }}
          />
        )}
      />
      <Controller
        control={control}
        name="base_legal"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            required
            multiline
            minRows={2}
            label={t('identityDisclosure.dialog.basis')}
            error={fieldState.error !== undefined}
            helperText={
              disclosureErrorMessage(t, 'base_legal', fieldState.error) ?? t('identityDisclosure.dialog.basisHelp')
            }
            slotProps={{ htmlInput: { maxLength: disclosureBasisMax } }}
          />
        )}
      />
      <Controller
        control={control}
        name="fecha"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="date"
            required
            label={t('identityDisclosure.dialog.date')}
            error={fieldState.error !== undefined}
            helperText={disclosureErrorMessage(t, 'fecha', fieldState.error)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        )}
      />
      <Controller
        control={control}
        name="avisar"
        render={({ field: { ref: _ref, value, onChange, ...field } }) => (
          <FormControlLabel
            control={
              <Switch
                {...field}
                checked={value}
                onChange={(event) => {
                  onChange(event.target.checked);
                }}
              />
            }
            label={t('identityDisclosure.dialog.notify')}
          />
        )}
      />
      {avisar ? (
        <Typography variant="body2" color="text.secondary">
          {t('identityDisclosure.dialog.notifyHelp')}
        </Typography>
      ) : (
        <Controller
          control={control}
          name="motivo_omision"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              inputRef={ref}
              required
              multiline
              minRows={3}
              label={t('identityDisclosure.dialog.omission')}
              error={fieldState.error !== undefined}
              helperText={
                disclosureErrorMessage(t, 'motivo_omision', fieldState.error) ??
                t('identityDisclosure.dialog.omissionHelp')
              }
              slotProps={{ htmlInput: { maxLength: disclosureOmissionMax } }}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
