import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  caseActionBodySchema,
  caseActionKinds,
  caseActionTextMax,
  type CaseActionBody,
} from '@atalaya/contract/complaints/case-register.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { formRefusalOf } from '@/lib/api-error.ts';

export const caseActionDialogWidth = 560;

/** Today's calendar day on this device (YYYY-MM-DD): the latest day a handler may give. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

type CaseActionDialogProps = {
  open: boolean;
  /** Resolves once stored (the panel closes the dialog); rejects with the server's refusal. */
  onAdd: (body: CaseActionBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Añadir actuación o medida" (issue 17 §5): what was done or decided, and on which day. It goes
 * into the libro-registro as written, so the help asks for no names. Mounted afresh for each opening.
 */
export function CaseActionDialog({ open, onAdd, onClose }: CaseActionDialogProps) {
  const { t } = useTranslation();
  const today = localToday();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<CaseActionBody>({
    resolver: zodResolver(caseActionBodySchema),
    defaultValues: { clase: 'actuacion', fecha: today, descripcion: '' },
  });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await onAdd(body);
    } catch (error) {
      // The server's field errors stand under their fields; the alert says it was not saved, and why.
      const { fieldErrors, details } = formRefusalOf(error, ['clase', 'fecha', 'descripcion'] as const);
      for (const { field, message } of fieldErrors) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setRefusal([t('caseRegister.saveFailed'), ...fieldErrors.map((e) => e.message), ...details].join(' · '));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={caseActionDialogWidth}
      title={t('caseRegister.dialog.title')}
      confirmLabel={t('caseRegister.dialog.confirm')}
      confirmDisabled={formState.isSubmitting}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('caseRegister.dialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" data-testid="case-action-refusal">
          {refusal}
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="clase"
        render={({ field: { ref, ...field } }) => (
          <TextField {...field} inputRef={ref} select required label={t('caseRegister.dialog.kind')}>
            {caseActionKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`caseRegister.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
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
            label={t('caseRegister.dialog.date')}
            error={fieldState.error !== undefined}
            helperText={
              fieldState.error?.type === 'server'
                ? fieldState.error.message
                : fieldState.error
                  ? t('caseRegister.dialog.dateInvalid')
                  : undefined
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        )}
      />
      <Controller
        control={control}
        name="descripcion"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            required
            multiline
            minRows={3}
            label={t('caseRegister.dialog.description')}
            error={fieldState.error !== undefined}
            helperText={
              fieldState.error
                ? t('caseRegister.dialog.descriptionLength', { max: caseActionTextMax })
                : t('caseRegister.dialog.descriptionHelp', {
                    length: field.value.trim().length,
                    max: caseActionTextMax,
                  })
            }
            slotProps={{ htmlInput: { maxLength: caseActionTextMax } }}
          />
        )}
      />
    </FormDialog>
  );
}
