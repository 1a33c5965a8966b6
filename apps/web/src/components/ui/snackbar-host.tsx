import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices } from '@/lib/notices.ts';

/**
 * Where notices appear: at the bottom, so they never cover the header (its links, the language
 * menu, the sign-in and user menus) that a person may need while a notice is showing.
 */
export const snackbarAnchor = { vertical: 'bottom', horizontal: 'center' } as const;

/**
 * Shows the notices raised anywhere in the app (the api client included), one at a time. Each
 * notice gets its own portal at the end of <body>, so a dialog open at that moment (which hides
 * the rest of the page from assistive technology) does not hide the notice too.
 */
export function SnackbarHost() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const notices = useNotices();
  const current = notices[0];
  if (!current) {
    return null;
  }
  const { id } = current;
  function close() {
    dismissNotice(id);
  }
  return (
    <Portal>
      <Snackbar
        key={current.id}
        open
        autoHideDuration={current.autoHideMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            close();
          }
        }}
        anchorOrigin={snackbarAnchor}
      >
        <Alert
          severity={current.severity}
          variant="filled"
          onClose={close}
          closeText={t('common.close', { defaultValue: 'Cerrar' })}
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {current.title ? <AlertTitle>{current.title}</AlertTitle> : null}
          {current.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
