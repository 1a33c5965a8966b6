import { useId, useState } from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '@/components/ui/discard-guard.tsx';
import { FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { VerbalReportForm, type VerbalReportOutcome } from './verbal-report-form.tsx';
import { VerbalReportReceipt } from './verbal-report-receipt.tsx';

export const verbalReportDialogWidth = 640;

type VerbalReportDialogProps = {
  open: boolean;
  /** `registered` is true once a communication was registered in this opening. */
  onClose: (registered: boolean) => void;
};

/**
 * "Registrar comunicación verbal" (art 7.2 Ley 2/2023): the form, then the receipt to hand over.
 * A draft asks before it is discarded; the receipt closes only with its buttons (it is never shown
 * again). Mounted afresh for each opening.
 */
export function VerbalReportDialog({ open, onClose }: VerbalReportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [outcome, setOutcome] = useState<VerbalReportOutcome | null>(null);
  const guard = useDiscardGuard(() => {
    onClose(false);
  });

  function close() {
    onClose(outcome !== null);
  }

  return (
    <>
      <FixedWidthDialog
        open={open}
        onClose={close}
        onDismiss={outcome ? () => undefined : guard.requestClose}
        width={verbalReportDialogWidth}
        labelledBy={titleId}
      >
        {outcome ? (
          <VerbalReportReceipt outcome={outcome} titleId={titleId} onClose={close} />
        ) : (
          <>
            <DialogTitle id={titleId}>{t('verbalReport.title')}</DialogTitle>
            <VerbalReportForm onBack={guard.requestClose} onRegistered={setOutcome} onChangedState={guard.setChanged} />
          </>
        )}
      </FixedWidthDialog>
      {guard.confirmDialog}
    </>
  );
}
