import { useState } from 'react';
import Button from '@mui/material/Button';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import { useTranslation } from 'react-i18next';
import { VerbalReportDialog } from './verbal-report-dialog.tsx';

type VerbalReportButtonProps = {
  /** Called when the dialog closes after registering a communication (e.g. to read the case list again). */
  onRegistered: () => void;
};

/** "Registrar comunicación verbal": opens the dialog, a fresh one each time. */
export function VerbalReportButton({ onRegistered }: VerbalReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (an empty form); it stays mounted while it closes.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RecordVoiceOverOutlinedIcon aria-hidden="true" />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('verbalReport.open')}
      </Button>
      {opening === 0 ? null : (
        <VerbalReportDialog
          key={opening}
          open={open}
          onClose={(registered) => {
            setOpen(false);
            if (registered) {
              onRegistered();
            }
          }}
        />
      )}
    </>
  );
}
