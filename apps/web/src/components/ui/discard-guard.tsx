import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type DiscardGuard = {
  /** Closes at once when nothing changed; otherwise asks "¿Descartar los cambios?" first. */
  requestClose: () => void;
  /** The form inside says whether its draft differs from what it started with. */
  setChanged: (changed: boolean) => void;
  /** The question, rendered beside the guarded dialog. */
  confirmDialog: ReactNode;
};

/**
 * Guards a draft dialog (notification, resolution) against Escape, a click outside or "Volver":
 * with changes it asks before discarding them; with none it closes without a question. Closing on
 * logout goes straight to `onClose` (nothing to ask a person who is gone).
 */
export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const { t } = useTranslation();
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);

  const requestClose = useCallback(() => {
    if (changed.current) {
      setAsking(true);
    } else {
      onClose();
    }
  }, [onClose]);

  const setChanged = useCallback((value: boolean) => {
    changed.current = value;
  }, []);

  const confirmDialog = (
    <ConfirmDialog
      open={asking}
      title={t('common.discard.title')}
      message={t('common.discard.message')}
      confirmLabel={t('common.discard.confirm')}
      onConfirm={() => {
        setAsking(false);
        changed.current = false;
        onClose();
      }}
      onClose={() => {
        setAsking(false);
      }}
    />
  );
  return { requestClose, setChanged, confirmDialog };
}

/** Reports a form's "changed" state to its guard while mounted; unmounting (closing) clears it. */
export function useReportChanged(setChanged: ((changed: boolean) => void) | undefined, changed: boolean): void {
  useEffect(() => {
    setChanged?.(changed);
  }, [setChanged, changed]);
  useEffect(
    () => () => {
      setChanged?.(false);
    },
    [setChanged],
  );
}
