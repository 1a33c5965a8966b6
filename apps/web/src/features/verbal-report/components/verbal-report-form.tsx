import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { verbalMediums } from '@atalaya/contract/complaints/verbal-record.schemas';
import {
  verbalTranscriptMax,
  type VerbalReportBody,
  type VerbalReportResponse,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { languageCodes, languageIds, languageTags } from '@atalaya/contract/limits';
import { useReportChanged } from '@/components/ui/discard-guard.tsx';
import { BackConfirmActions } from '@/components/ui/fixed-width-dialog.tsx';
import { languageNames, useLanguage } from '@/lib/i18n.ts';
import { attachRecording, registerVerbalReport, useActiveTypes } from '../api/verbal-report.ts';
import {
  emptyDraft,
  refusalOf,
  tenantToday,
  verbalErrorMessage,
  verbalReportResolver,
  yearBefore,
  type VerbalReportDraft,
} from '../utils/verbal-report-form.ts';
import { RecordingField } from './recording-field.tsx';
import { VerbalContactFields } from './verbal-contact-fields.tsx';

/** What registering gave: the case and its receipt, and whether the recording (if any) was attached. */
export type VerbalReportOutcome = { report: VerbalReportResponse; recording: 'none' | 'attached' | 'failed' };

type VerbalReportFormProps = {
  onBack: () => void;
  onRegistered: (outcome: VerbalReportOutcome) => void;
  /** The discard guard's: whether anything was written or chosen. */
  onChangedState: (changed: boolean) => void;
};

/** The form of "Registrar comunicación verbal": the dialog's content and its action bar. */
export function VerbalReportForm({ onBack, onRegistered, onChangedState }: VerbalReportFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formId = useId();
  const helpId = useId();
  const today = tenantToday();
  const types = useActiveTypes();
  const [recording, setRecording] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<VerbalReportDraft, unknown, VerbalReportBody>({
    resolver: verbalReportResolver(today),
    defaultValues: emptyDraft(today),
  });
  const anonima = useWatch({ control, name: 'anonima' });
  useReportChanged(onChangedState, formState.isDirty || recording !== null);

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    let report: VerbalReportResponse;
    try {
      report = await registerVerbalReport(body);
    } catch (error) {
      const { fieldErrors, details } = refusalOf(error);
      for (const { field, message } of fieldErrors) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      const reasons = [...fieldErrors.map((entry) => entry.message), ...details];
      if (reasons.length === 0 && error instanceof Error) {
        reasons.push(error.message);
      }
      setRefusal([t('verbalReport.saveFailed'), ...reasons].join(' · '));
      return;
    }
    if (!recording) {
      onRegistered({ report, recording: 'none' });
      return;
    }
    try {
      await attachRecording(report.iddenuncia, recording);
      onRegistered({ report, recording: 'attached' });
    } catch {
      onRegistered({ report, recording: 'failed' });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          aria-describedby={helpId}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event);
          }}
        >
          <Typography id={helpId} variant="body2" color="text.secondary">
            {t('verbalReport.help')}
          </Typography>
          {refusal ? (
            <Alert severity="error" data-testid="verbal-report-refusal">
              {refusal}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="idtipodenuncia"
            render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                required
                value={value === 0 ? '' : String(value)}
                onChange={(event) => {
                  onChange(Number(event.target.value));
                }}
                label={t('verbalReport.type')}
                error={fieldState.error !== undefined || types.isError}
                helperText={
                  verbalErrorMessage(t, 'idtipodenuncia', fieldState.error) ??
                  (types.isError ? t('verbalReport.typesError') : undefined)
                }
              >
                {(types.data ?? []).map((type) => (
                  <MenuItem key={type.idtipodenuncia} value={String(type.idtipodenuncia)}>
                    {pickText(type.nombre, language)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="medio"
              render={({ field: { ref, ...field } }) => (
                <TextField {...field} inputRef={ref} select required fullWidth label={t('verbalReport.medium')}>
                  {verbalMediums.map((medio) => (
                    <MenuItem key={medio} value={medio}>
                      {t(`verbalReport.mediums.${medio}`)}
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
                  fullWidth
                  label={t('verbalReport.date')}
                  error={fieldState.error !== undefined}
                  helperText={verbalErrorMessage(t, 'fecha', fieldState.error)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: yearBefore(today) } }}
                />
              )}
            />
          </Stack>
          <Controller
            control={control}
            name="transcripcion"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                required
                multiline
                minRows={6}
                maxRows={16}
                label={t('verbalReport.transcript')}
                error={fieldState.error !== undefined}
                helperText={
                  verbalErrorMessage(t, 'transcripcion', fieldState.error) ??
                  t('verbalReport.transcriptHelp', { length: field.value.length, max: verbalTranscriptMax })
                }
                slotProps={{ htmlInput: { maxLength: verbalTranscriptMax } }}
              />
            )}
          />
          <Controller
            control={control}
            name="ididioma"
            render={({ field: { ref, value, onChange, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                required
                value={String(value)}
                onChange={(event) => {
                  onChange(Number(event.target.value));
                }}
                label={t('verbalReport.language')}
                helperText={t('verbalReport.languageHelp')}
              >
                {languageCodes.map((code) => (
                  <MenuItem key={code} value={String(languageIds[code])} lang={languageTags[code]}>
                    {languageNames[code]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="anonima"
            render={({ field: { ref, value, onChange, ...field } }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    {...field}
                    slotProps={{ input: { ref } }}
                    checked={value}
                    onChange={(event) => {
                      onChange(event.target.checked);
                    }}
                  />
                }
                label={t('verbalReport.anonymous')}
              />
            )}
          />
          {anonima ? null : <VerbalContactFields control={control} />}
          <RecordingField file={recording} disabled={busy} onChange={setRecording} />
        </Stack>
      </DialogContent>
      <BackConfirmActions
        onBack={onBack}
        confirmLabel={busy ? t('verbalReport.registering') : t('verbalReport.confirm')}
        confirmType="submit"
        form={formId}
        confirmDisabled={busy}
      />
    </>
  );
}
