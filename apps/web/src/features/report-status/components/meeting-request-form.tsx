import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { meetingModes } from '@atalaya/contract/complaints/meeting-record.schemas';
import type { MeetingMode } from '@atalaya/contract/complaints/meeting-record.schemas';
import { meetingTextMax } from '@atalaya/contract/complaints/meeting-request.schemas';
import { ApiError } from '@/lib/api-client.ts';
import { translateValidation } from '@/lib/validation-messages.ts';
import { useMeetingRequest } from '../api/meeting-request.ts';

type MeetingRequestFormProps = {
  /** The request on file, to change it; nothing chosen for a first request. */
  initial?: { modalidad: MeetingMode; disponibilidad: string | null };
  submitLabel: string;
  /** Called as the request is sent (the panel clears what it said before). */
  onSend: () => void;
  onDone: () => void;
  /** Why the server refused; the panel shows it, since a refusal may replace this form (a date was proposed). */
  onRefused: (message: string) => void;
  onCancel?: () => void;
};

function isMeetingMode(value: string): value is MeetingMode {
  return (meetingModes as readonly string[]).includes(value);
}

/** How the reporter wants to meet (in person or by video call) and, if they like, when they are available. */
export function MeetingRequestForm({
  initial,
  submitLabel,
  onSend,
  onDone,
  onRefused,
  onCancel,
}: MeetingRequestFormProps) {
  const { t } = useTranslation();
  const modeLabelId = useId();
  const modeErrorId = useId();
  const availabilityId = useId();
  const request = useMeetingRequest();
  const [mode, setMode] = useState<MeetingMode | null>(initial?.modalidad ?? null);
  const [availability, setAvailability] = useState(initial?.disponibilidad ?? '');
  const [modeError, setModeError] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === null) {
      setModeError(true);
      return;
    }
    setModeError(false);
    onSend();
    try {
      await request.mutateAsync({ modalidad: mode, disponibilidad: availability });
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) {
        // A field refused, or a date is already proposed (the server says so: the complaint read again shows it).
        onRefused(caught.errors.length > 0 ? translateValidation(caught.errors[0]?.message, t) : caught.message);
      } else if (!(caught instanceof ApiError && caught.status === 501)) {
        // A 501 (resolved meanwhile) is already shown by the api client with the server's message.
        onRefused(t('complaint.meeting.failed'));
      }
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <Stack spacing={2}>
        <FormControl component="fieldset" required error={modeError}>
          <FormLabel component="legend" id={modeLabelId}>
            {t('complaint.meeting.mode')}
          </FormLabel>
          <RadioGroup
            row
            name="modalidad"
            aria-labelledby={modeLabelId}
            aria-describedby={modeError ? modeErrorId : undefined}
            value={mode ?? ''}
            onChange={(event) => {
              if (isMeetingMode(event.target.value)) {
                setMode(event.target.value);
                setModeError(false);
              }
            }}
          >
            {meetingModes.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`complaint.meeting.modes.${value}`)}
              />
            ))}
          </RadioGroup>
          {modeError ? <FormHelperText id={modeErrorId}>{t('validation.choice')}</FormHelperText> : null}
        </FormControl>
        <TextField
          id={availabilityId}
          label={t('complaint.meeting.availability')}
          multiline
          minRows={2}
          value={availability}
          onChange={(event) => {
            setAvailability(event.target.value);
          }}
          helperText={t('complaint.meeting.availabilityHelp', {
            length: availability.length,
            max: meetingTextMax,
          })}
          slotProps={{ htmlInput: { maxLength: meetingTextMax } }}
          fullWidth
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="text" onClick={onCancel}>
              {t('complaint.meeting.cancel')}
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
