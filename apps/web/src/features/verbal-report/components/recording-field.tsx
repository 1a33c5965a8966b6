import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FileChooserButton } from '@/components/ui/file-chooser-button.tsx';

type RecordingFieldProps = {
  file: File | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

/** "Grabación (opcional)": an audio file of the call or meeting, added to the case's documents after registering. */
export function RecordingField({ file, disabled, onChange }: RecordingFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const stateId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('verbalReport.recording.label')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <FileChooserButton
          accept={['audio/*']}
          disabled={disabled}
          inputTestId="verbal-recording-input"
          describedBy={stateId}
          onChoose={onChange}
        >
          {file ? t('verbalReport.recording.change') : t('verbalReport.recording.choose')}
        </FileChooserButton>
        <Typography id={stateId} variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="verbal-recording-name">
          {file ? file.name : t('verbalReport.recording.none')}
        </Typography>
        {file ? (
          <Button
            size="small"
            disabled={disabled}
            aria-label={t('verbalReport.recording.removeNamed', { name: file.name })}
            onClick={() => {
              onChange(null);
            }}
          >
            {t('verbalReport.recording.remove')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
