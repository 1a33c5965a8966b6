import { useCallback, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { lockSession } from '@/lib/session-lock.ts';
import { useIdleMinutes } from '../api/idle-minutes.ts';
import { useIdleLock } from '../hooks/use-idle-lock.ts';

/**
 * The back office's idle lock (issue 15 §5): after the tenant's minutes without activity in any
 * tab it locks exactly as Ctrl+L does (to the sign-in page, which asks the password and the
 * second factor again), with a warning 60 s before. Mounted once by the admin root.
 */
export function IdleLock() {
  const { t } = useTranslation();
  const titleId = useId();
  const minutes = useIdleMinutes();
  const lock = useCallback(() => {
    void lockSession();
  }, []);
  const { secondsLeft, stayActive } = useIdleLock(minutes, lock);

  return (
    <Dialog open={secondsLeft !== null} onClose={stayActive} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('idleLock.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer">{t('idleLock.message', { seconds: secondsLeft ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={stayActive} autoFocus>
          {t('idleLock.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
