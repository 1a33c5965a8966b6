import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { meetingProposalBodySchema, meetingTextMax } from '@atalaya/contract/complaints/meeting-request.schemas';
import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';
import type { MeetingProposalBody } from '@atalaya/contract/complaints/meeting-request.schemas';
import { ApiError } from '@/lib/api-client.ts';
import { formRefusalOf } from '@/lib/api-error.ts';
import { useMeetingProposal } from '../api/meeting-proposal.ts';
import { localDay } from '../utils/meeting.ts';

/** Refusals the api client already shows with the server's message (spec §8), not repeated here. */
const shownByApiClient = new Set([501, 523, 524, 534]);

type MeetingProposalFormProps = {
  iddenuncia: number;
  /** The proposal on file, to change it; empty for the first one. */
  initial: MeetingRecord['propuesta'];
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * "Proponer fecha": the date and time (the tenant's local time) and the place or video-call link of
 * the meeting the reporter asked for. The server's field errors stand under their fields.
 */
export function MeetingProposalForm({ iddenuncia, initial, onDone, onCancel }: MeetingProposalFormProps) {
  const { t } = useTranslation();
  const propose = useMeetingProposal(iddenuncia);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<MeetingProposalBody>({
    resolver: zodResolver(meetingProposalBodySchema),
    defaultValues: { fecha: initial?.fecha ?? '', lugar: initial?.lugar ?? '' },
  });

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await propose.mutateAsync(body);
      onDone();
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, ['fecha', 'lugar'] as const);
      for (const { field, message: text } of fieldErrors) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0 && !(error instanceof ApiError && shownByApiClient.has(error.status))) {
        setRefusal([t('caseDetail.meeting.failed'), message, ...details].filter(Boolean).join(' · '));
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      data-testid="case-meeting-form"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Stack spacing={2}>
        <Controller
          control={control}
          name="fecha"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="datetime-local"
              required
              label={t('caseDetail.meeting.date')}
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.type === 'server'
                  ? fieldState.error.message
                  : fieldState.error
                    ? t('caseDetail.meeting.errors.date')
                    : t('caseDetail.meeting.dateHelp')
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: `${localDay()}T00:00` } }}
            />
          )}
        />
        <Controller
          control={control}
          name="lugar"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              required
              multiline
              minRows={2}
              label={t('caseDetail.meeting.placeField')}
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.type === 'server'
                  ? fieldState.error.message
                  : fieldState.error
                    ? t('caseDetail.meeting.errors.place')
                    : t('caseDetail.meeting.placeHelp', { length: field.value.trim().length, max: meetingTextMax })
              }
              slotProps={{ htmlInput: { maxLength: meetingTextMax } }}
            />
          )}
        />
        {refusal ? (
          <Alert severity="error" role="alert" data-testid="case-meeting-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('caseDetail.meeting.propose')}
          </Button>
          {onCancel ? (
            <Button variant="text" onClick={onCancel}>
              {t('caseDetail.meeting.cancel')}
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
